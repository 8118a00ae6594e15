import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
export const Route = createRootRoute({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'Shop' }] }),
  component: () => (
    <html lang="cs"><head><HeadContent /></head><body><Outlet /><Scripts /></body></html>
  ),
})
