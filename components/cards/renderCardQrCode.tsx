import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The verification link as a QR code, drawn as SVG markup (sharp in print). Black on white with a 4-module
 * quiet zone whatever the colour mode, so any phone camera reads it. Drawn on the server (loadCardPage):
 * the card screen shows the markup, so the QR encoder never reaches a phone.
 */
export function renderCardQrCode(url: string, size = 168): string {
  return renderToStaticMarkup(
    <QRCodeSVG
      value={url}
      size={size}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label="QR code of the verification link"
      data-url={url}
    />,
  );
}
