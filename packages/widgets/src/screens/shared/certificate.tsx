import { type Certificate, type CertificateStatus, contract } from '@saola/core/api';
import type { Client } from '@saola/core/http';
import type { TranslationKey } from '@saola/core/i18n';
import { pathTo } from '@saola/core/routes';
import { downloadFile } from '../../runtime/download';
import { useT } from '../../runtime/i18n';

export const CERTIFICATE_STATUS_LABEL: Record<CertificateStatus, TranslationKey> = {
  valid: 'certificateList.valid',
  revoked: 'certificateList.revoked',
};

/** The public page that checks a code (the PDF's QR code points to it). */
export const verifyHref = (code: string) => pathTo('certificateVerify', { code });

/** Downloads a certificate's PDF, made by the server in the page's language. Answers whether it worked. */
export function downloadCertificate(client: Client, certificate: Certificate): Promise<boolean> {
  return downloadFile(
    client,
    contract.certificate.pdf.path,
    { id: String(certificate.id) },
    `certificate-${certificate.code}.pdf`,
  );
}

/** Valid in green, revoked in red. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const t = useT();
  return (
    <span
      className={
        status === 'valid'
          ? 'inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
          : 'inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800'
      }
    >
      {t(CERTIFICATE_STATUS_LABEL[status])}
    </span>
  );
}
