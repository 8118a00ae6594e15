import type { Context } from 'hono'
import { HttpError } from './errors'

/**
 * The fields of a form post (urlencoded or multipart). A body that does not parse as the form its content type
 * names (an empty multipart body, a missing boundary) is the client's fault: 400, not the runtime's TypeError.
 */
export async function formFields(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody()
  } catch {
    throw new HttpError(400, 'Malformed form body')
  }
}
