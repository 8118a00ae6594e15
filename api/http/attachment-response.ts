/**
 * A claim attachment's bytes as a download (decisions 026, 050): the type sniffed when it was stored, never shown
 * inline (a PDF or picture opens as a file, not as a page of the host), never cached, no type guessing by the
 * browser, and no script even if the bytes held one.
 */
export function attachmentResponse(
  body: ReadableStream,
  file: { content_type: string; file_name: string },
  cacheControl: string,
): Response {
  // the plain fallback for old clients; filename* carries the real name (RFC 6266)
  const fallback = file.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return new Response(body, {
    headers: {
      'content-type': file.content_type,
      'content-disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
}
