import { contract, type PaymentType, type RevenueGroup } from '@saola/core/api';
import type { Client } from '@saola/core/http';
import { downloadFile } from '../../../runtime/download';

export interface RevenueExportQuery {
  from: string;
  to: string;
  groupBy: RevenueGroup;
  paymentType?: PaymentType;
}

/** Downloads the revenue report as the server's .xlsx, for the filters on screen. */
export function downloadRevenue(client: Client, query: RevenueExportQuery): Promise<boolean> {
  const { paymentType, ...rest } = query;
  return downloadFile(
    client,
    contract.revenue.revenueExport.path,
    { ...rest, ...(paymentType ? { paymentType } : {}) },
    `revenue-${query.from}-${query.to}.xlsx`,
  );
}
