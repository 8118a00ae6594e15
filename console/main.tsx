import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// the shared styles first: a feature's own rules, imported by its screen, come after them and win their ties
import './styles.css'
import { router } from './router'

// the marker e2e/console-hosting.spec.ts looks for: in console/dist, never in the storefront's build
document.documentElement.dataset.app = 'drinkarna-console'

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
