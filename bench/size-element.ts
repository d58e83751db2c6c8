// Size entry (bench/size.mjs): a page without React of its own, with <gatehouse-button> and <gatehouse-modal> from
// gatehouse-modal/element. Measured net of React like the others (the package's element bundle carries React inside).
import { createGatehouse, defineGatehouseElements } from 'gatehouse-modal/element'

defineGatehouseElements(createGatehouse({ projectId: 'size' }))
