import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { isAccess } from '../http/access';
import { fail, fakeServer, ok } from '../testing/fake-server';
import { validateWith } from '../validate/structs';
import { allEndpoints, contract, hasMorePages, pageItems, remoteSearch, treeSearch } from '.';
import { CALLS } from './calls';
import { callsFiles } from './calls-file';
import { changeLanguageUrl } from './config';
import { callOf } from './create-api';
import { SESSION_CALLS } from './session-calls';
import { defaultPut, type PutFile, uploadFile } from './upload';

describe('contract', () => {
  it('declares a method, a path, a payload struct and an access for every endpoint', () => {
    const endpoints = allEndpoints();
    for (const { endpoint } of endpoints) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(endpoint.method);
      expect(endpoint.path).toMatch(/^\//);
      expect(isAccess(endpoint.access), endpoint.path).toBe(true);
      expect(typeof endpoint.payload.validator).toBe('function');
    }
    const paths = endpoints.map((e) => `${e.endpoint.method} ${e.endpoint.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every call of SPEC §7, and beyond it only /Lms/ areas of the DESIGN pattern', () => {
    const spec = [
      // SignInCode: the one-time code a `?accessToken=` link carries (SPEC §2), made by a signed-in call.
      ...[
        'SignIn',
        'SignInCode',
        'LogInFromAccessToken',
        'Profile',
        'EditProfile',
        'Users',
        'Signout',
        'UserTable',
        // Issue 21: the doors in (sign up, phone verification, password recovery).
        'SignUpOptions',
        'SignUp',
        'VerifyPhone',
        'ForgotPassword',
        // Issue 32: a phone or email several accounts share names the account a recovery proof opens.
        'RecoveryAccounts',
        'ResetPassword',
      ].map((n) => `/Auth/User/${n}`),
      '/auth/test/ClearCache',
      '/Auth/Config/Get',
      '/Auth/Config/ChangeLanguage',
      ...['List', 'Add', 'AddFcmDevice', 'Get', 'MyNotification', 'Edit', 'Delete', 'DetailNotification'].map(
        (n) => `/Auth/Notification/${n}`,
      ),
      ...[
        'GetUploadUrl',
        'InsertFile',
        'List',
        'AddYoutube',
        'Delete',
        'GetLibrarySize',
        'List_Client',
        'Edit',
        'Get',
        'GetShareFile',
        'ShareFile',
      ].map((n) => `/Storage/File/${n}`),
      // The library's folders, beside the files (issue 22 names them so).
      ...['List', 'Get', 'Add', 'Edit', 'Delete'].map((n) => `/Storage/FileCategory/${n}`),
    ];
    const paths = allEndpoints().map((e) => e.endpoint.path);
    expect(paths.filter((path) => !path.startsWith('/Lms/')).sort()).toEqual(spec.sort());
    for (const path of paths.filter((p) => p.startsWith('/Lms/')))
      expect(path).toMatch(/^\/Lms\/[A-Z]\w+\/[A-Z]\w+$/);
    expect(contract.auth.signIn.path).toBe('/Auth/User/SignIn');
    expect(contract.config.get.path).toBe('/Auth/Config/Get');
    expect(contract.file.getUploadUrl.path).toBe('/Storage/File/GetUploadUrl');
    expect(contract.file.listClient.path).toBe('/Storage/File/List_Client');
    expect(contract.notification.detailNotification.path).toBe('/Auth/Notification/DetailNotification');
    expect(changeLanguageUrl('vi-VN')).toBe('/Home/ChangeLanguage?code=vi-VN');
  });

  it('gives the browser a call table that is the contract without its structs (session-calls.ts, calls.ts, generated)', () => {
    for (const [name, text] of Object.entries(callsFiles())) {
      const file = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
      expect(file, `${name} is stale: run \`pnpm --filter @saola/core api:calls\``).toBe(text);
    }
    const table = { ...SESSION_CALLS, ...CALLS } as unknown as Record<string, Record<string, string>>;
    for (const { area, name, endpoint } of allEndpoints()) {
      const { method, path, access, multipart } = endpoint;
      expect(callOf(table[area]?.[name] ?? ''), `${area}.${name}`).toEqual(
        multipart ? { method, path, access, multipart } : { method, path, access },
      );
    }
    expect(Object.values(table).flatMap(Object.keys)).toHaveLength(allEndpoints().length);
    expect(callOf('POST /Storage/File/Form signedIn multipart')).toEqual({
      method: 'POST',
      path: '/Storage/File/Form',
      access: 'signedIn',
      multipart: true,
    });
  });

  it('validates query-string payloads by coercing their string forms', () => {
    expect(validateWith(contract.notification.delete.payload, { ids: '7' })).toEqual({
      ok: true,
      value: { ids: [7] },
    });
    expect(validateWith(contract.auth.users.payload, { take: '20', page: '2', keyword: 'An' })).toEqual({
      ok: true,
      value: { take: 20, page: 2, keyword: 'An' },
    });
    expect(validateWith(contract.notification.myNotification.payload, { unreadOnly: 'true' })).toEqual({
      ok: true,
      value: { unreadOnly: true },
    });
    expect(validateWith(contract.auth.users.payload, { take: '0' }, 'en')).toEqual({
      ok: false,
      errors: [{ field: 'take', message: 'Must be at least 1' }],
    });
    expect(
      validateWith(
        contract.notification.delete.payload,
        { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
        'en',
      ),
    ).toEqual({
      ok: false,
      errors: [{ field: 'ids', message: 'Invalid value' }],
    });
    expect(validateWith(contract.notification.myNotification.payload, { unreadOnly: 'maybe' }).ok).toBe(
      false,
    );
  });

  it('checks a password confirmation on profile edits', () => {
    const result = validateWith(
      contract.auth.editProfile.payload,
      { newPassword: 'Saola@2026', confirmPassword: 'x' },
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'confirmPassword', message: 'The confirmation does not match' }],
    });
  });

  it('asks a review without stars for a rating, not for a number', () => {
    for (const rating of [0, 6, '0'])
      expect(validateWith(contract.review.save.payload, { idCourse: 1, rating }, 'en')).toEqual({
        ok: false,
        errors: [{ field: 'rating', message: 'Choose a rating' }],
      });
    expect(validateWith(contract.review.save.payload, { idCourse: 1, rating: '4' }, 'en')).toEqual({
      ok: true,
      value: { idCourse: 1, rating: 4 },
    });
  });
});

describe('remote select helpers', () => {
  it('build { keyword, take, page, ...extra } and the tree variant with isShowAll', () => {
    expect(remoteSearch('An')).toEqual({ keyword: 'An', take: 20, page: 1 });
    expect(remoteSearch('An', 2, 8, { idType: 4 })).toEqual({ idType: 4, keyword: 'An', take: 8, page: 2 });
    expect(treeSearch('', 1, 15)).toEqual({ keyword: '', take: 15, page: 1, isShowAll: true });
  });
  it('say more pages exist while a page is full, and read data.data', () => {
    expect(hasMorePages([1, 2], 2)).toBe(true);
    expect(hasMorePages([1], 2)).toBe(false);
    const answer = <T>(data: T) => ({ error: false as const, code: 200, message: '', data });
    expect(pageItems(answer({ data: [1, 2], total: 2 }))).toEqual([1, 2]);
    expect(pageItems(answer([3]))).toEqual([3]);
    expect(pageItems(answer(null))).toEqual([]);
    // A refusal's data names fields: never rows.
    const refusal = { error: true as const, code: 400, message: 'x', data: [{ field: 'q', message: 'y' }] };
    expect(pageItems(refusal)).toEqual([]);
  });
});

describe('uploadFile (SPEC §4)', () => {
  const source = { name: 'anh-dai-dien.png', type: 'image/png', size: 1234 };
  const saved = {
    id: 9,
    name: 'anh-dai-dien.png',
    url: '/files/9.png',
    contentType: 'image/png',
    type: 'image',
    size: 1234,
    createdAt: '',
    shared: false,
  };

  function server(
    overrides: { ticket?: () => ReturnType<typeof ok>; insert?: () => ReturnType<typeof ok> } = {},
  ) {
    return fakeServer({
      '/Storage/File/GetUploadUrl':
        overrides.ticket ?? (() => ok({ idFile: 9, uploadUrl: 'http://storage.test/put/9?sig=x' })),
      '/Storage/File/InsertFile': overrides.insert ?? (() => ok(saved)),
    });
  }

  it('asks for a URL, puts the bytes without auth with public-read, registers the file and reports progress', async () => {
    const s = server();
    const progress: number[] = [];
    const put = vi.fn<PutFile>(async (_url, _body, _headers, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return 200;
    });
    const result = await uploadFile(s.client, source, {
      fileType: 'image',
      idSite: 1,
      uploadAction: 'avatar',
      onProgress: (f) => progress.push(f),
      put,
    });
    expect(result).toEqual({ ok: true, file: saved });
    expect(s.sent[0]?.url).toBe(
      'http://saola.test/Storage/File/GetUploadUrl?fileName=anh-dai-dien.png&contentType=image%2Fpng&size=1234&fileType=image&uploadAction=avatar&idSite=1',
    );
    expect(put).toHaveBeenCalledWith(
      'http://storage.test/put/9?sig=x',
      source,
      { 'Content-Type': 'image/png', 'x-amz-acl': 'public-read' },
      expect.any(Function),
    );
    expect(s.sent[1]?.url).toBe('http://saola.test/Storage/File/InsertFile?idFile=9&idSite=1');
    expect(progress).toEqual([0, 0.5, 0.99, 1]);
  });

  it.each([
    ['ticket', { ticket: () => fail(400, 'Invalid file format') }, async (): Promise<number> => 200],
    ['put', {}, async (): Promise<number> => 403],
    ['put', {}, (): Promise<number> => Promise.reject(new Error('offline'))],
    ['insert', { insert: () => fail(400, 'Invalid file format') }, async (): Promise<number> => 200],
  ] as const)(
    'stops at a failed %s step with one "File upload failed!" toast',
    async (step, overrides, put) => {
      const s = server(overrides);
      const toasts: string[] = [];
      s.notices.on('toast', (n) => toasts.push(n.message));
      const result = await uploadFile(
        s.client,
        { ...source, type: '' },
        { fileType: 'image', uploadAction: 'courseCover', put: put as PutFile, locale: 'en' },
      );
      expect(result).toMatchObject({ ok: false, step });
      expect(toasts).toEqual(['File upload failed!']);
      if (step === 'ticket') expect(s.sent).toHaveLength(1);
    },
  );

  it('declares the type the server keeps for the extension, and hands back why the server refused', async () => {
    const refusal = {
      status: 400,
      data: {
        error: true,
        code: 400,
        message: 'Invalid parameter.',
        data: [{ field: 'size', message: 'This file would take you past your upload space of 50 MB.' }],
      },
    };
    const s = server({ ticket: () => refusal });
    const result = await uploadFile(
      s.client,
      { name: 'diem.csv', type: 'application/vnd.ms-excel', size: 20 },
      { fileType: 'document', uploadAction: 'attachment', locale: 'en' },
    );
    expect(s.sent[0]?.url).toContain('contentType=text%2Fcsv');
    expect(result).toEqual({
      ok: false,
      step: 'ticket',
      reason: 'This file would take you past your upload space of 50 MB.',
    });
  });

  it('defaultPut uses XMLHttpRequest with upload progress and no Authorization', async () => {
    const headers: Record<string, string> = {};
    class FakeXhr {
      status = 0;
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      open(method: string, url: string) {
        expect([method, url]).toEqual(['PUT', 'http://storage.test/x']);
      }
      setRequestHeader(name: string, value: string) {
        headers[name] = value;
      }
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
        this.status = 201;
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as never;
    try {
      const seen: number[] = [];
      const status = await defaultPut('http://storage.test/x', source, { 'x-amz-acl': 'public-read' }, (f) =>
        seen.push(f),
      );
      expect(status).toBe(201);
      expect(seen).toEqual([0.5]);
      expect(headers).toEqual({ 'x-amz-acl': 'public-read' });
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });

  it("defaultPut keeps the server's reason when it refuses the bytes", async () => {
    class RefusingXhr {
      status = 0;
      responseText = '';
      upload = {};
      onload?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        this.status = 400;
        this.responseText = JSON.stringify({
          error: true,
          code: 400,
          message: 'Invalid file format',
          data: null,
        });
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = RefusingXhr as never;
    try {
      expect(await defaultPut('http://storage.test/x', source, {}, () => {})).toEqual({
        status: 400,
        message: 'Invalid file format',
      });
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });
});
