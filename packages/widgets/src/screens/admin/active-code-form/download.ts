import { contract } from '@saola/core/api';
import type { Client } from '@saola/core/http';
import { downloadFile } from '../../../runtime/download';

/** Downloads a batch's codes as the server's .xlsx, named after the batch. */
export function downloadBatch(client: Client, id: number, name: string): Promise<boolean> {
  return downloadFile(client, contract.activeCode.export.path, { id: String(id) }, `${name}.xlsx`);
}
