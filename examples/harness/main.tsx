// The replay harness page (npm start serves it at /harness/ next to the demo).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Harness } from './Harness.js'

const root = document.getElementById('root')
if (!root) throw new Error('harness/index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
)
