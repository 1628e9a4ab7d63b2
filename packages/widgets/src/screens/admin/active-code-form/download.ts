import { contract } from '@saola/core/api';
import { LANGUAGE_TAGS } from '@saola/core/constants';
import type { Client } from '@saola/core/http';
import { session } from '@saola/core/session';

/**
 * Downloads a batch's codes as the server's .xlsx: the export is a file, not a JSON reply, so it is fetched
 * with the session's token and handed to the browser as a download. Answers whether it worked.
 */
export async function downloadBatch(client: Client, id: number, name: string): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Language': LANGUAGE_TAGS[session.locale] };
  if (session.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
  let response: Response;
  try {
    response = await fetch(client.url(`${contract.activeCode.export.path}?id=${id}`), { headers });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `${name}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
}
