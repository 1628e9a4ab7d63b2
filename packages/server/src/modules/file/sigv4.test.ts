import { describe, expect, it } from 'vitest';
import { presign } from './sigv4';

describe('presign (AWS Signature Version 4, query authentication)', () => {
  it('reproduces the presigned GET example of the S3 documentation', () => {
    const url = presign(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        date: new Date('2013-05-24T00:00:00Z'),
        expiresSeconds: 86400,
      },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('binds the named headers: changing one changes the signature', () => {
    const credentials = { accessKeyId: 'a', secretAccessKey: 'b', region: 'ap-southeast-1' };
    const sign = (type: string) =>
      presign(credentials, {
        method: 'PUT',
        url: new URL('http://127.0.0.1:9000/bucket/1/a%20b.png'),
        headers: { 'Content-Type': type, 'x-amz-acl': 'public-read' },
        date: new Date(0),
        expiresSeconds: 900,
      });
    expect(sign('image/png')).toContain('X-Amz-SignedHeaders=content-type%3Bhost%3Bx-amz-acl');
    expect(sign('image/png')).toContain('/bucket/1/a%20b.png?');
    expect(sign('image/png')).not.toBe(sign('image/jpeg'));
  });
});
