import type { LiveSetting } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';
import { HISTORY } from '../shared/setting-fixtures';

export const LIVE: LiveSetting = {
  url: 'wss://live.saola.edu.vn',
  apiKey: 'APIsaola2026',
  hasSecret: true,
  webhookUrl: 'https://demo.saola.edu.vn/Lms/Teaching/Webhook',
};

export const NOT_SET: LiveSetting = { ...LIVE, url: '', apiKey: '', hasSecret: false };

/** The LiveKit setting as the server keeps it (the secret only as set), refusing a server without its secret. */
export function liveSettingServer(initial: LiveSetting = LIVE): Answers {
  let saved = { ...initial };
  return {
    '/Lms/Teaching/Setting': () => ok(saved),
    '/Lms/Teaching/EditSetting': (request) => {
      const { apiSecret, clearApiSecret, url, apiKey } = request.body as Record<string, string | boolean>;
      const hasSecret = clearApiSecret ? false : saved.hasSecret || Boolean(apiSecret);
      if ((url || apiKey) && !hasSecret)
        return refuse(400, 'Dữ liệu không hợp lệ', [
          { field: 'apiSecret', message: 'Trường này là bắt buộc' },
        ]);
      saved = {
        ...saved,
        url: String(url),
        apiKey: String(apiKey),
        hasSecret,
      };
      return ok(saved, 'Đã lưu');
    },
    '/Lms/Setting/History': () =>
      ok({
        data: [
          {
            id: 7,
            section: 'live',
            userName: 'Nguyễn Thị Hoa',
            createdAt: HISTORY[0]?.createdAt,
            changes: [
              { field: 'url', from: null, to: 'wss://live.saola.edu.vn' },
              { field: 'apiSecret', from: null, to: 'set' },
            ],
          },
        ],
        total: 1,
      }),
  };
}
