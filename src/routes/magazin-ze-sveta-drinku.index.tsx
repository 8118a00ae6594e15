import { createFileRoute, redirect } from '@tanstack/react-router'
import { ALL_CATEGORY } from '../features/magazine/paths'

/** The magazine's address leads to all its articles, with a permanent redirect on the server and in the browser. */
export const Route = createFileRoute('/magazin-ze-sveta-drinku/')({
  beforeLoad: () => {
    throw redirect({ to: '/magazin-ze-sveta-drinku/$category', params: { category: ALL_CATEGORY }, statusCode: 301 })
  },
})
