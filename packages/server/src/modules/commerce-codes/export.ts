import { contract } from '@saola/core/api';
import { dateTimeOf } from '@saola/core/dates';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { route } from '../../http/routes';
import { oneBatch } from './batches';
import { codeRows, statusOf } from './code-list';

const { activeCode: api } = contract;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A batch's codes as an .xlsx to print or hand to agents: code, status, uses, who used it and when, expiry. */
export const exportRoutes = [
  route(api.export, async (ctx) => {
    const batch = await oneBatch(ctx, ctx.payload.id);
    const now = ctx.services.clock.now();
    const rows = await codeRows(ctx)
      .where('activeCodes.idBatch', '=', batch.id)
      .select([
        'activeCodes.code',
        'activeCodes.uses',
        'activeCodes.lastUsedAt',
        statusOf(now).as('status'),
        sql<
          string | null
        >`(select string_agg(u.full_name || ' (' || u.username || ')', ', ' order by x.used_at) from active_code_uses x join users u on u.id = x.id_user where x.id_code = active_codes.id)`.as(
          'usedBy',
        ),
      ])
      .orderBy('activeCodes.id')
      .execute();
    const t = ctx.t;
    const book = new ExcelJS.Workbook();
    book.creator = 'Saola';
    const sheet = book.addWorksheet(batch.name.slice(0, 31).replace(/[*?:\\/[\]]/g, ' ') || 'Codes');
    sheet.columns = [
      { header: t('activeCode.code'), key: 'code', width: 24 },
      { header: t('activeCode.status'), key: 'status', width: 16 },
      { header: t('activeCode.uses'), key: 'uses', width: 10 },
      { header: t('activeCode.usedBy'), key: 'usedBy', width: 40 },
      { header: t('activeCode.usedAt'), key: 'usedAt', width: 18 },
      { header: t('activeCode.expiresAt'), key: 'expiresAt', width: 18 },
    ];
    sheet.getRow(1).font = { bold: true };
    const expires = batch.expiresAt
      ? dateTimeOf(new Date(batch.expiresAt), ctx.site.timeZone)
      : t('activeCode.never');
    for (const row of rows)
      sheet.addRow({
        code: row.code,
        status: t(`activeCode.statuses.${row.status}`),
        uses: `${row.uses}/${batch.usesPerCode}`,
        usedBy: row.usedBy ?? '',
        usedAt: row.lastUsedAt ? dateTimeOf(new Date(row.lastUsedAt), ctx.site.timeZone) : '',
        expiresAt: expires,
      });
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const name = `${batch.name}.xlsx`;
    ctx.reply.header('Content-Type', XLSX_TYPE);
    ctx.reply.header('X-Content-Type-Options', 'nosniff');
    ctx.reply.header('Cache-Control', 'no-store');
    ctx.reply.header(
      'Content-Disposition',
      `attachment; filename="activation-codes-${batch.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    return ctx.reply.send(bytes);
  }),
];
