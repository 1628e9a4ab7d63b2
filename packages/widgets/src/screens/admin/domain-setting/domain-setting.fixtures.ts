import type { DomainSetting, ServicePackage } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const NO_DOMAIN: DomainSetting = {
  domain: null,
  requested: null,
  status: 'none',
  recordName: null,
  recordValue: null,
  target: 'app.saola.vn',
  checkedAt: null,
};

export const PENDING_DOMAIN: DomainSetting = {
  ...NO_DOMAIN,
  requested: 'hoc.truong-abc.edu.vn',
  status: 'failed',
  recordName: '_saola-verify.hoc.truong-abc.edu.vn',
  recordValue: 'saola-verify=6f1c0b9e2d4a48f7a3c5e1d2b7f80a19',
  checkedAt: '2026-11-22T03:15:00.000Z',
};

/** The domain calls over one in-memory setting; `dnsShows` says whether the TXT record is there to find. */
export function domainServer(initial: DomainSetting = NO_DOMAIN, dnsShows = true): Answers {
  let setting = { ...initial };
  return contractAnswers({
    schoolDomain: {
      get: () => setting,
      edit: ({ domain }) => {
        if (domain === 'other-school.edu.vn')
          return refused(400, 'Invalid', [
            { field: 'domain', message: 'Tên miền này đã được trường khác sử dụng.' },
          ]);
        setting = domain
          ? {
              ...setting,
              requested: domain,
              status: 'pending',
              recordName: `_saola-verify.${domain}`,
              recordValue: 'saola-verify=6f1c0b9e2d4a48f7a3c5e1d2b7f80a19',
              checkedAt: null,
            }
          : { ...NO_DOMAIN };
        return setting;
      },
      verify: () => {
        setting =
          dnsShows && setting.requested
            ? {
                ...NO_DOMAIN,
                domain: setting.requested,
                status: 'verified',
                checkedAt: '2026-11-22T04:00:00.000Z',
              }
            : { ...setting, status: 'failed', checkedAt: '2026-11-22T04:00:00.000Z' };
        return setting;
      },
    },
    setting: {
      history: () => ({
        total: 1,
        data: [
          {
            id: 1,
            section: 'domain',
            userName: 'Nguyễn Thị Hoa',
            createdAt: '2026-11-20T03:00:00.000Z',
            changes: [{ field: 'domainRequested', from: null, to: 'elearning.truong-cu.edu.vn' }],
          },
        ],
      }),
    },
  });
}

export const PACKAGE: ServicePackage = {
  plan: 'standard',
  expiresAt: '2027-06-30T16:59:59.000Z',
  expired: false,
  storage: { used: 3_456_789_012, limit: 10 * 1024 ** 3 },
  learners: { used: 412, limit: 500 },
  courses: { used: 37, limit: null },
};

export function packageServer(value: ServicePackage = PACKAGE): Answers {
  return contractAnswers({ servicePackage: { get: () => value } });
}
