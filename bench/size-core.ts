// Size budget entry (bench/size.mjs): the core alone, no React.
import { createGatehouse } from 'gatehouse-modal'

const gatehouse = createGatehouse({ projectId: 'size' })
gatehouse.subscribe(() => console.log(gatehouse.getState()))
