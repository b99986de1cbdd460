import { QRCodeSVG } from 'qrcode.react';

/**
 * The verification link as a QR code, drawn as SVG (sharp in print). Black on white with a 4-module quiet
 * zone whatever the colour mode, so any phone camera reads it. Only the card screen imports this module.
 */
export function CardQrCode({ url, size = 168 }: { url: string; size?: number }) {
  return (
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
    />
  );
}
