import { paymentSettingPayload, type PaymentSetting as Setting, VNPAY_MODES } from '@saola/core/api';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { useSaveForm } from '../../../ui/form/use-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { SettingForm, SettingPage } from '../../kit/setting-page';
import { VNPAY_MODE_LABEL } from '../../shared/commerce-labels';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line">
      <legend className="px-1 font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function Editor({ saved, onSaved }: { saved: Setting; onSaved: (setting: Setting) => void }) {
  const t = useT();
  const { api } = useSaola();
  const form = useSaveForm({
    initial: {
      vnpayTmnCode: saved.vnpayTmnCode,
      vnpayMode: saved.vnpayMode,
      // A secret is never sent to the form: blank keeps the saved one.
      vnpayHashSecret: '',
      vietqrBankBin: saved.vietqrBankBin,
      vietqrAccountNumber: saved.vietqrAccountNumber,
      vietqrAccountName: saved.vietqrAccountName,
      transferSecret: '',
      clearVnpayHashSecret: false,
      clearTransferSecret: false,
    },
    struct: paymentSettingPayload,
    save: (values) => api.paymentSetting.edit(values),
    onSaved,
  });
  const v = form.values;
  const secretHint = (set: boolean) => (set ? t('payment.secretSet') : t('payment.secretNotSet'));
  return (
    <SettingForm form={form}>
      <Section title="VNPay">
        <TextField label={t('payment.tmnCode')} maxLength={20} {...form.field('vnpayTmnCode')} />
        <TextField
          label={t('payment.hashSecret')}
          type="text"
          autoComplete="off"
          description={secretHint(saved.hasVnpayHashSecret)}
          maxLength={256}
          {...form.field('vnpayHashSecret')}
        />
        {saved.hasVnpayHashSecret && (
          <Checkbox
            label={t('payment.clearSecret')}
            name="clearVnpayHashSecret"
            checked={Boolean(v.clearVnpayHashSecret)}
            onChange={(on) => form.set('clearVnpayHashSecret', on)}
          />
        )}
        <RadioGroup
          inline
          label={t('payment.mode')}
          name="vnpayMode"
          value={v.vnpayMode}
          onChange={(mode) => form.set('vnpayMode', mode)}
          options={VNPAY_MODES.map((value) => ({ value, label: t(VNPAY_MODE_LABEL[value]) }))}
        />
        <p className="break-all text-sm text-muted">
          {t('payment.ipnUrl')}: <code>{saved.ipnUrl}</code>
        </p>
      </Section>
      <Section title={t('payment.vietqr')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('payment.bankBin')}
            inputMode="numeric"
            maxLength={6}
            {...form.field('vietqrBankBin')}
          />
          <TextField
            label={t('payment.accountNumber')}
            maxLength={19}
            {...form.field('vietqrAccountNumber')}
          />
        </div>
        <TextField label={t('payment.accountName')} maxLength={50} {...form.field('vietqrAccountName')} />
      </Section>
      <Section title={t('payment.webhook')}>
        <TextField
          label={t('payment.transferSecret')}
          autoComplete="off"
          description={secretHint(saved.hasTransferSecret)}
          maxLength={256}
          {...form.field('transferSecret')}
        />
        {saved.hasTransferSecret && (
          <Checkbox
            label={t('payment.clearSecret')}
            name="clearTransferSecret"
            checked={Boolean(v.clearTransferSecret)}
            onChange={(on) => form.set('clearTransferSecret', on)}
          />
        )}
        <p className="break-all text-sm text-muted">
          {t('payment.webhookUrl')}: <code>{saved.webhookUrl}</code>
        </p>
      </Section>
    </SettingForm>
  );
}

/** The school's payment setting: VNPay (code, write-only secret, sandbox or production) and VietQR. */
export function PaymentSetting() {
  const t = useT();
  const { api } = useSaola();
  return (
    <SettingPage
      title={t('route.settingPayment')}
      access={api.paymentSetting.edit.access}
      load={(a) => a.paymentSetting.get({})}
    >
      {(saved, onSaved) => <Editor saved={saved} onSaved={onSaved} />}
    </SettingPage>
  );
}
