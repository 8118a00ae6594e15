import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { router } from './router'
import './styles.css'

// the marker e2e/console-hosting.spec.ts looks for: in console/dist, never in the storefront's build
document.documentElement.dataset.app = 'drinkarna-console'

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
