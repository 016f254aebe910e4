/**
 * The text of a page's Markdown twin (loaded when the reader presses "Copy page", not with the page). A response
 * that is not the twin — an error status, or an HTML page where a host answers unknown files with one — is refused
 * rather than copied.
 */
export async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('html')) throw new Error(`No Markdown twin at ${url} (HTTP ${response.status}, ${type || 'no content type'})`);
  return response.text();
}
