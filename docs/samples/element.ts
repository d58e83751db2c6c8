// A page without React: <gatehouse-button> is the connect button, <gatehouse-modal> the modal.
//   <gatehouse-button>Connect</gatehouse-button>
//   <gatehouse-modal></gatehouse-modal>
// Import createGatehouse from the element entry too, so that the page holds one copy of the core.
import { createGatehouse, defineGatehouseElements } from 'gatehouse-modal/element'

export const gatehouse = createGatehouse({ projectId: 'my-app' })
defineGatehouseElements(gatehouse)
