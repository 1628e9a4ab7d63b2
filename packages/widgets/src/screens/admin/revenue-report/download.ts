import { contract, type PaymentType, type RevenueGroup } from '@saola/core/api';
import { LANGUAGE_TAGS } from '@saola/core/constants';
import type { Client } from '@saola/core/http';
import { session } from '@saola/core/session';

export interface RevenueExportQuery {
  from: string;
  to: string;
  groupBy: RevenueGroup;
  paymentType?: PaymentType;
}

/**
 * Downloads the revenue report as the server's .xlsx, for the filters on screen: the export is a file, not a
 * JSON reply, so it is fetched with the session's token (and language, for the sheets' titles) and handed to
 * the browser as a download. Answers whether it worked.
 */
export async function downloadRevenue(client: Client, query: RevenueExportQuery): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Language': LANGUAGE_TAGS[session.locale] };
  if (session.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    ...(query.paymentType ? { paymentType: query.paymentType } : {}),
  });
  let response: Response;
  try {
    response = await fetch(client.url(`${contract.revenue.revenueExport.path}?${search}`), { headers });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `revenue-${query.from}-${query.to}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
}
