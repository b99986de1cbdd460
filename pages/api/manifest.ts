import type { NextApiRequest, NextApiResponse } from 'next';
import { activeBrand } from '@/brands/active';

/** The web app manifest of the brand this build was made for (served at /manifest.webmanifest). */
export default function manifest(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(
    JSON.stringify({
      name: activeBrand.name,
      short_name: activeBrand.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: activeBrand.primaryColor,
      icons: [
        { src: activeBrand.icon192Url, sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: activeBrand.icon512Url, sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    }),
  );
}
