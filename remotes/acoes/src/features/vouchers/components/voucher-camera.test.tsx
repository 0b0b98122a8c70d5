import type { StoredUser } from '@fidelidade/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, renderScreen, signInAs } from '../../../test/render-screen';
import { answers, serveVouchers, voucherDetail } from '../../../test/voucher-server';
import { ValidarVoucherTab } from './validar-voucher-tab';

// jsdom has no camera and no video decoding: the device itself (getUserMedia, the video's frames,
// the browser's BarcodeDetector) is faked here; the real decoder runs in the e2e test with
// Chromium's fake camera (infra/e2e/tests/vouchers.spec.ts).

jest.setTimeout(30_000);

const cameraFailed = 'Não foi possível acessar a câmera. Digite o código do voucher.';
const flaggedDealer: StoredUser = { ...dealershipUser, account_for_qr_code_burn: true };
const entry = '/admin/acoes?tab=validar-voucher';

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

function fakeBarcodeDetector(rawValue: string) {
  Object.defineProperty(globalThis, 'BarcodeDetector', {
    configurable: true,
    value: class {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [{ rawValue }];
    },
  });
}

const playing = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState');
beforeEach(() => {
  signInAs(flaggedDealer);
  // A video that has a frame to read (jsdom's never does).
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  setMediaDevices(undefined);
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  if (playing) Object.defineProperty(HTMLMediaElement.prototype, 'readyState', playing);
  jest.restoreAllMocks();
});

describe('Validar Voucher: Ler QR Code', () => {
  it('no camera at all (insecure page, desktop): the message, and typing still works', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    renderScreen(<ValidarVoucherTab />, entry);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Ler QR Code/ }));
    expect(await screen.findByText(cameraFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Código do voucher')).toHaveFocus();
    await user.keyboard('AB12CD34EF{Enter}');
    expect(await screen.findByText('Lavagem completa')).toBeInTheDocument();
  });

  it('camera refused: the message, no preview left open', async () => {
    serveVouchers();
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('negado', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    renderScreen(<ValidarVoucherTab />, entry);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Ler QR Code/ }));
    expect(await screen.findByText(cameraFailed)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(screen.queryByLabelText('Imagem da câmera')).not.toBeInTheDocument();
  });

  it('a scanned QR (bare code or link) is looked up and the camera is switched off', async () => {
    const server = serveVouchers();
    server.byCode.set(
      'AB12CD34EF',
      answers(() => voucherDetail()),
    );
    const track = { stop: jest.fn() };
    setMediaDevices({ getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [track] }) });
    fakeBarcodeDetector('https://fidelidade.example/admin/acoes?tab=validar-voucher&codigo=ab12cd34ef');
    const { currentUrl } = renderScreen(<ValidarVoucherTab />, entry);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Ler QR Code/ }));
    expect(await screen.findByText('Lavagem completa')).toBeInTheDocument();
    expect(currentUrl()).toContain('codigo=AB12CD34EF');
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.queryByLabelText('Imagem da câmera')).not.toBeInTheDocument();
    expect(screen.queryByText(cameraFailed)).not.toBeInTheDocument();
  });

  it("'Cancelar leitura' switches the camera off without a lookup", async () => {
    const server = serveVouchers();
    const track = { stop: jest.fn() };
    setMediaDevices({ getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [track] }) });
    // A detector that never finds anything: the user gives up.
    Object.defineProperty(globalThis, 'BarcodeDetector', {
      configurable: true,
      value: class {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [];
      },
    });
    renderScreen(<ValidarVoucherTab />, entry);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Ler QR Code/ }));
    expect(await screen.findByLabelText('Imagem da câmera')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar leitura' }));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(screen.queryByLabelText('Imagem da câmera')).not.toBeInTheDocument();
    expect(server.seen.filter((request) => request.path.startsWith('loyalty/vouchers/code/'))).toHaveLength(
      0,
    );
  });
});
