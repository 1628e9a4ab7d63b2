import { LANGUAGE_TAGS } from '@saola/core/constants';
import type { Client } from '@saola/core/http';
import { session } from '@saola/core/session';

/**
 * Downloads a file the server makes (an export): not a JSON reply, so it is fetched with the session's token
 * (and language, for the file's own texts) and handed to the browser as a download. Answers whether it worked.
 */
export async function downloadFile(
  client: Client,
  path: string,
  query: Record<string, string>,
  filename: string,
): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Language': LANGUAGE_TAGS[session.locale] };
  if (session.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
  let response: Response;
  try {
    response = await fetch(client.url(`${path}?${new URLSearchParams(query)}`), { headers });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
}
