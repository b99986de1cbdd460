#!/usr/bin/env node
/**
 * Generates the brand assets in public/brands/<code>/ and public/favicon.ico:
 *
 *   logo.svg, favicon.svg                     SVG, written as text (generic, yellow, red)
 *   favicon.ico (16/32/48), icon-192/512.png  rasterised from the SVGs with headless Chromium (generic, yellow, red)
 *   terms.pdf                                 pdf-lib, standard Helvetica fonts (all four brands)
 *
 * Usage: node scripts/assets/generate-brand-assets.mjs [--pdf-only] [--check]
 *   --pdf-only  skip the SVG/PNG/ICO step (no browser needed)
 *   --check     write nothing; exit 1 if any output would differ from the file on disk
 *
 * Needs only what the repo already installs (pdf-lib, playwright-core) plus a Chromium binary:
 * CHROMIUM_PATH, else /usr/bin/chromium (Debian: `apt-get install chromium`).
 *
 * Brand names and colours are read from brands/<code>.ts so they stay in step with the app. The wordmark
 * outlines come from scripts/assets/wordmarks.json (see scripts/assets/README.md). Output is deterministic:
 * no text is rendered with system fonts and the PDF dates are fixed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'public');
const args = new Set(process.argv.slice(2));
const PDF_ONLY = args.has('--pdf-only');
const CHECK_ONLY = args.has('--check');

/** Fixed so the PDFs are byte-for-byte reproducible; also the terms' effective date. */
const DOC_DATE = new Date('2026-11-01T00:00:00Z');
const EFFECTIVE = '1 November 2026';
const VERSION = '1.0';

const NEUTRAL = '#718096'; // second word of the wordmark: WCAG luminance ~0.21, ~4:1 on #ffffff and on #1a202c
const DARK = '#1a202c';

/** Per brand: the wordmark's first-word colour (the brand hue at luminance ~0.21, ~4:1 on white and on #1a202c). */
const INK = { generic: '#1A84CB', yellow: '#9A7A00', red: '#F22121' };
/** Domain used for the contact addresses in the terms: RFC 2606 `.example` placeholders until real ones exist. */
const DOMAIN = {
  generic: 'devicecover.example',
  yellow: 'sunlineprotect.example',
  red: 'redwaveprotect.example',
  uk: 'devicecover-uk.example',
};
/** The network partner a branded plan is sold for (null: sold under DeviceCover's own name). */
const PARTNER = { generic: null, yellow: 'Sunline', red: 'Redwave', uk: null };

// ---------------------------------------------------------------------------------------------------------------
// Brand data (from brands/*.ts)

async function readBrand(code) {
  const src = await readFile(path.join(ROOT, 'brands', `${code}.ts`), 'utf8');
  const field = (name) => src.match(new RegExp(`\\b${name}:\\s*'([^']*)'`))?.[1];
  return { name: field('name'), primaryColor: field('primaryColor'), src };
}

async function loadBrands() {
  const generic = await readBrand('generic');
  const brands = {};
  for (const code of ['generic', 'yellow', 'red', 'uk']) {
    const b = code === 'generic' ? generic : await readBrand(code);
    const primaryColor = b.primaryColor ?? generic.primaryColor; // uk spreads generic
    if (!b.name || !/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(primaryColor)) throw new Error(`brands/${code}.ts: name or colour not found`);
    const ownAssets = code !== 'uk';
    const expected = ownAssets
      ? ['logo.svg', 'favicon.ico', 'favicon.svg', 'icon-192.png', 'icon-512.png', 'terms.pdf'].map((f) => `/brands/${code}/${f}`)
      : [`/brands/uk/terms.pdf`];
    for (const url of expected) {
      if (!b.src.includes(`'${url}'`)) throw new Error(`brands/${code}.ts does not reference ${url}`);
    }
    brands[code] = { code, name: b.name, primaryColor, ownAssets };
  }
  return brands;
}

// ---------------------------------------------------------------------------------------------------------------
// Colour helpers

function parseHex(hex) {
  const v = hex.slice(1);
  return {
    r: parseInt(v.slice(0, 2), 16),
    g: parseInt(v.slice(2, 4), 16),
    b: parseInt(v.slice(4, 6), 16),
    a: v.length === 8 ? parseInt(v.slice(6, 8), 16) / 255 : 1,
  };
}
const opaque = (hex) => `#${hex.slice(1, 7).toUpperCase()}`;
const channel = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex) => {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** Same rule as theme/palette.ts readableTextOn: near-black or white, whichever contrasts more (alpha ignored). */
const readableTextOn = (hex) => {
  const l = luminance(hex);
  return (l + 0.05) / (luminance(DARK) + 0.05) >= 1.05 / (l + 0.05) ? DARK : '#ffffff';
};
const pdfColor = (hex) => {
  const { r, g, b } = parseHex(hex);
  return rgb(r / 255, g / 255, b / 255);
};

// ---------------------------------------------------------------------------------------------------------------
// The mark: a shield holding a phone with a check, drawn on a 48×48 grid (shield outline incl. stroke: x 6.7–41.3,
// y 2.7–45.3). The shield is the brand colour with a darker outline (the brand ink), so it holds on white and dark.

const SHIELD = 'M24 3.5 40.5 9.5v13c0 10.5-6.9 18.3-16.5 22-9.6-3.7-16.5-11.5-16.5-22v-13z';
const PHONE = 'M20 12.5h8a3 3 0 0 1 3 3v17a3 3 0 0 1-3 3h-8a3 3 0 0 1-3-3v-17a3 3 0 0 1 3-3z';
const CHECK = 'm20.3 24.3 2.7 2.7 5-5.5';

function markSvg(fill, ink) {
  return (
    `<path d="${SHIELD}" fill="${fill}" stroke="${ink}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="${PHONE}" fill="#fff"/>` +
    `<path d="${CHECK}" fill="none" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const round = (n) => +n.toFixed(3);

function logoSvg(brand, wordmark) {
  const fill = opaque(brand.primaryColor);
  const ink = INK[brand.code];
  const W = 200;
  const H = 40;
  // Mark: 38 units high, its outline starting 1 unit from the top.
  const k = 38 / 42.6;
  const markW = 34.6 * k;
  const gap = 7;
  // Wordmark: cap height up to 16, shrunk so the whole logo fits 194 of the 200 units.
  const inkW = wordmark.parts.at(-1).x2 - wordmark.parts[0].x1;
  const cap = Math.min(16, ((W - 6 - markW - gap) * wordmark.capHeight) / inkW);
  const s = cap / wordmark.capHeight;
  const contentW = markW + gap + inkW * s;
  const left = (W - contentW) / 2;
  const markTx = left - 6.7 * k;
  const markTy = 1 - 2.7 * k;
  const textTx = left + markW + gap - wordmark.parts[0].x1 * s;
  const baseline = H / 2 + cap / 2;
  const colours = [ink, NEUTRAL];
  const text = wordmark.parts
    .map((p, i) => `<path fill="${colours[i]}" d="${p.d}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${brand.code}-logo-title">` +
    `<title id="${brand.code}-logo-title">${brand.name}</title>` +
    `<g transform="translate(${round(markTx)} ${round(markTy)}) scale(${round(k)})">${markSvg(fill, ink)}</g>` +
    `<g transform="translate(${round(textTx)} ${round(baseline)}) scale(${round(s)})">${text}</g>` +
    `</svg>\n`
  );
}

function faviconSvg(brand) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="2 2 44 44" width="48" height="48" role="img" aria-labelledby="${brand.code}-icon-title">` +
    `<title id="${brand.code}-icon-title">${brand.name}</title>${markSvg(opaque(brand.primaryColor), INK[brand.code])}</svg>\n`
  );
}

/** An opaque square app icon: the mark on white, its outline within ~36% of the size from the centre (maskable safe zone: 40%). */
function appIconSvg(brand, size) {
  const k = (size * 0.66) / 42.6;
  const t = round(size / 2 - 24 * k);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<g transform="translate(${t} ${t}) scale(${round(k)})">${markSvg(opaque(brand.primaryColor), INK[brand.code])}</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Rasterising (headless Chromium via playwright-core) and ICO packing

async function openBrowser() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: set CHROMIUM_PATH or install it, or pass --pdf-only`);
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'] });
}

async function rasterise(browser, svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    const sized = svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${size}" height="${size}"`);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${sized}</body></html>`,
    );
    return await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await page.close();
  }
}

/** An ICO file holding PNG images (supported by every browser and by Windows Vista+). */
function packIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt8(0, e + 2); // palette colours
    header.writeUInt8(0, e + 3); // reserved
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

// ---------------------------------------------------------------------------------------------------------------
// Terms and conditions content

function termsContent(brand) {
  const uk = brand.code === 'uk';
  const partner = PARTNER[brand.code];
  const plan = `${brand.name} Device Protection Plan`;
  const domain = DOMAIN[brand.code];
  const cert = uk ? 'Policy Schedule' : 'Plan Certificate';
  const money = uk
    ? { screen: '£50', other: '£75', theft: '£100' }
    : {
        screen: '10% of the approved repair cost, minimum NGN 5,000',
        other: '15% of the approved repair cost, minimum NGN 7,500',
        theft: '20% of the replacement value of the Device, minimum NGN 20,000',
      };
  const provider = uk
    ? `The Plan is arranged and administered by DeviceCover UK (“we”, “us”, “our”), which is authorised and regulated by the Financial Conduct Authority, and is underwritten by the insurer named in your ${cert} (the “Insurer”).`
    : partner
      ? `The Plan is offered to ${partner} customers through ${partner}’s authorised sales agents. It is administered by DeviceCover on behalf of ${partner} (“we”, “us”, “our”) and underwritten by the insurer named in your ${cert} (the “Insurer”), an insurance company licensed by the National Insurance Commission (NAICOM).`
      : `The Plan is administered by DeviceCover (“we”, “us”, “our”) and underwritten by the insurer named in your ${cert} (the “Insurer”), an insurance company licensed by the National Insurance Commission (NAICOM).`;

  return [
    { h: '1. About these terms' },
    {
      p: `These terms and conditions (the “Terms”) govern the ${plan} (the “Plan”). Please read them together with your ${cert}, which shows your plan type, your Device, your premium, your Start Date and any excess that differs from these Terms. If your ${cert} and these Terms differ, your ${cert} applies. ${provider}`,
    },
    { h: '2. Definitions' },
    {
      ul: [
        `**Agent**: a sales agent authorised by us${partner ? ` or ${partner}` : ''} to sell the Plan and carry out the Device check.`,
        `**Approved Repair Centre**: a repair centre we appoint to assess and repair Devices.`,
        `**Device**: the mobile phone identified by the IMEI number in your ${cert}, or a replacement we provide under the Plan.`,
        `**Accidental Damage**: sudden, unforeseen physical damage from an external cause that stops the Device working properly.`,
        `**Liquid Damage**: damage caused by the Device accidentally coming into contact with water or another liquid.`,
        `**Hardware Fault**: the failure of an electrical or mechanical part of the Device that is not covered by the manufacturer’s warranty and is not caused by accident, misuse or wear and tear.`,
        uk
          ? `**Theft**: the Device being taken without your permission by someone who intends to keep it, reported to the police as set out in section 9.`
          : `**Theft**: the Device being taken from you by force or threat of force (robbery), or from a locked building or vehicle by forcible and violent entry (burglary).`,
        `**Excess**: the amount you pay towards each approved claim.`,
        `**Start Date** and **Term**: the date your cover starts, shown in your ${cert}, and the 12 months that follow it (or, if you pay monthly, each month you have paid for).`,
      ],
    },
    { h: '3. Who can buy the Plan' },
    {
      ul: [
        uk
          ? `You must be 18 or over, live in the United Kingdom and own the Device, bought new or certified refurbished from a UK retailer or network less than 12 months before the Start Date.`
          : `You must be 18 or over, live in Nigeria, hold a valid means of identification (such as your NIN) and own the Device, bought new or certified refurbished in Nigeria less than 12 months before the Start Date.`,
        `The Device must be in full working order, undamaged, and its IMEI must not be blocked. When you enrol, the Agent records the IMEI, make and model and photographs the screen and body (the “Device check”). Cover is not valid if the Device check is incomplete or gives false information.`,
        `One Plan covers one Device. The Plan cannot be transferred to another person or device except when we replace your Device under a claim.`,
      ],
    },
    { h: '4. What is covered' },
    {
      p: `Your ${cert} shows which plan you have. Cover applies worldwide for up to 30 days per trip, but repairs and replacements are only provided in ${uk ? 'the United Kingdom' : 'Nigeria'}.`,
    },
    {
      table: {
        head: ['Cover', 'Screen', 'Standard', 'Premium'],
        rows: [
          ['Accidental Damage to the screen (cracked or broken display)', 'Yes', 'Yes', 'Yes'],
          ['Liquid Damage', 'No', 'Yes', 'Yes'],
          ['Hardware Fault after the manufacturer’s warranty ends', 'No', 'Yes', 'Yes'],
          [uk ? 'Theft' : 'Theft (robbery or burglary)', 'No', 'No', 'Yes'],
          ['Approved claims per Term', '1', '2', '2 (max. 1 theft)'],
        ],
      },
    },
    {
      p: `We will repair the Device at an Approved Repair Centre using new or manufacturer-approved parts. If it cannot be repaired economically, or after an approved theft claim, we will replace it with a device of the same make and model or, if that is not available, one of similar specification, which may be refurbished. We will not pay more than the purchase price of the Device shown in your ${cert} for any one claim. A replaced Device becomes the property of the Insurer, and your cover continues on the replacement for the rest of the Term.`,
    },
    { h: '5. What is not covered' },
    {
      ul: [
        `Damage or faults that existed before the Start Date or that happen during the waiting period (section 6).`,
        `Cosmetic damage, such as scratches, dents or chips, that does not affect how the Device works.`,
        uk
          ? `Loss or misplacement, and theft of a Device left unattended in a public place or in a vehicle that was unlocked or where the Device was on view.`
          : `Loss or misplacement, and theft without force or threat of force (for example pickpocketing or leaving the Device unattended).`,
        `Theft not reported to the police within 48 hours of discovery, or where you did not ask your network to block the SIM and the Device’s IMEI.`,
        `Deliberate damage, neglect, wear and tear, gradual deterioration (including battery ageing), or use not in line with the manufacturer’s instructions.`,
        `Devices that have been opened, modified, rooted or jailbroken, or repaired by anyone other than an Approved Repair Centre.`,
        `Software faults, viruses, and the loss of data, apps or content. Please back up your Device regularly.`,
        `Faults covered by the manufacturer’s warranty or by a product recall; accessories such as chargers, cases, SIM and memory cards.`,
        `Devices whose IMEI has been altered, removed or blocked for a reason other than a theft claimed under this Plan.`,
        `Calls, data or airtime used after a theft, loss of earnings, and any other indirect loss.`,
        `Loss or damage caused by war, terrorism, riot, civil commotion, confiscation by a public authority, or nuclear or radioactive contamination.`,
        `Any claim that is fraudulent, exaggerated or supported by false documents.`,
      ],
    },
    { h: '6. Waiting period' },
    {
      p: `Cover for Accidental Damage, Liquid Damage and Hardware Faults starts **14 days** after the Start Date. Cover for Theft starts **30 days** after the Start Date. We cannot accept claims for incidents during these waiting periods. If you renew the Plan without a break in cover, no new waiting period applies.`,
    },
    { h: '7. Excess' },
    {
      p: `You pay an Excess for each approved claim before we release the repaired or replacement Device. Unless your ${cert} shows otherwise, the Excess is:`,
    },
    {
      ul: [
        `**Screen damage**: ${money.screen}.`,
        `**Liquid Damage or Hardware Fault**: ${money.other}.`,
        `**Theft**: ${money.theft}.`,
      ],
    },
    {
      p: uk
        ? `The Excess can be paid by debit or credit card. If your claim is declined, no Excess is payable.`
        : `The Excess can be paid by card, bank transfer or USSD. If your claim is declined, no Excess is payable.`,
    },
    { h: '8. Number of claims' },
    {
      p: `The Screen plan allows **1** approved claim per Term. The Standard and Premium plans allow **2** approved claims per Term, of which no more than 1 may be for Theft. When you reach the limit, cover continues only for the remaining types of claim, if any, until the Term ends. Unused claims do not carry over to the next Term.`,
    },
    { h: '9. How to make a claim' },
    {
      ol: [
        uk
          ? `Tell us as soon as possible, and within 30 days of the incident, online at ${domain}/claims or by phone (section 16).`
          : `Tell us as soon as possible, and within 30 days of the incident, by calling customer care, on WhatsApp or through your Agent (section 16).`,
        uk
          ? `For Theft: report it to the police within 48 hours and get a crime reference number, and ask your network to block the SIM and the Device’s IMEI within 24 hours.`
          : `For Theft: report it at the nearest police station within 48 hours and get a police report (extract), and ask your network to block the SIM and the Device’s IMEI.`,
        uk
          ? `Give us your policy number, a description of what happened, proof of purchase and, for damage, photos of the Device.`
          : `Give us your ${cert} number, a valid means of identification, proof of purchase, a description of what happened and, for damage, photos of the Device.`,
        `Back up your data and turn off device locks (such as Find My iPhone or the Google account lock), then send or take the Device to the Approved Repair Centre we name${uk ? '' : ', or hand it to your Agent for collection'}.`,
        `We aim to decide your claim within 5 working days of receiving everything we need, and to complete repairs within 7 working days of approval, subject to parts being available. We keep you updated by ${uk ? 'email and SMS' : 'SMS'}.`,
      ],
    },
    {
      p: `We may ask for more information or examine the Device before deciding. If a claim is fraudulent, we will decline it, may cancel your Plan without a refund and may report the matter to the police.`,
    },
    { h: '10. Premiums and instalments' },
    {
      ul: uk
        ? [
            `Your premium is shown in your ${cert} in pounds sterling (GBP) and includes Insurance Premium Tax (IPT) at the current rate. You can pay monthly by Direct Debit or once a year in advance by card.`,
            `If a monthly payment is missed, we will write to you and collect it again within 14 days. If it is still unpaid, we will give you at least 7 days’ notice before cancelling the Plan. Claims can only be settled when your payments are up to date.`,
            `We may change the premium or these Terms when the Plan renews. We will tell you at least 30 days before the renewal date, and you can cancel if you do not accept the change.`,
          ]
        : [
            `Your premium is shown in your ${cert} in Naira (NGN) and includes any applicable charges. You can pay monthly or once a year in advance, by debit card, bank transfer or USSD${partner ? `, or by airtime deduction where ${partner} offers it` : ''}.`,
            `Monthly instalments are collected on the same day each month. If an instalment is not paid, you have a grace period of 15 days to pay it. A claim made during the grace period is only settled once the overdue amount is paid. If it is not paid by the end of the grace period, the Plan ends on the last day of the period you paid for.`,
            `We may change the premium or these Terms when the Plan renews. We will tell you by SMS or email at least 30 days before the renewal date, and you can cancel if you do not accept the change.`,
          ],
    },
    { h: '11. Cancellation and refunds' },
    {
      ul: [
        `**Cooling-off period**: you can cancel within 14 days of the Start Date, or of receiving your ${cert} if later, and receive a full refund, as long as you have not made a claim.`,
        `**After the cooling-off period**: if you pay monthly, you can cancel at any time and cover ends at the end of the month you have paid for; part months are not refunded. If you paid annually, we refund the premium for the full months remaining${uk ? '' : ', less an administration fee of NGN 1,000'}, unless you have made a claim in the current Term.`,
        uk
          ? `To cancel, call us or email us (section 16). Refunds are paid within 14 days to the card or bank account you paid from.`
          : `To cancel, call customer care, send us a WhatsApp message or email, or ask your Agent. Refunds are paid within 10 working days to the account or card you paid from.`,
        `We may cancel the Plan if you do not pay the premium, if the Device check or your claim is found to be false or fraudulent, or if you behave abusively towards our staff or Agents. Except in cases of fraud, we will give you at least ${uk ? '14' : '7'} days’ notice ${uk ? 'in writing' : 'by SMS or email'}.`,
      ],
    },
    { h: '12. Data protection' },
    {
      p: uk
        ? `We process your personal data in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. DeviceCover UK is the data controller for the Plan; the Insurer is a controller for the data it needs to underwrite the Plan and settle claims.`
        : `We process your personal data in line with the Nigeria Data Protection Act 2023 (NDPA), the Nigeria Data Protection Regulation (NDPR) and the guidance of the Nigeria Data Protection Commission (NDPC). DeviceCover is the data controller for the Plan; the Insurer is a controller for the data it needs to underwrite the Plan and settle claims.`,
    },
    {
      ul: [
        `**What we collect**: your name, phone number, email and address, ${uk ? 'date of birth' : 'your NIN or other identification'}, details and photos of your Device (including the IMEI), payment details and claims history.`,
        `**Why**: to enrol you, carry out the Device check, collect premiums, handle claims, prevent fraud, and meet our legal and regulatory duties. We send you marketing only with your consent, which you can withdraw at any time.`,
        `**Who we share it with**: the Insurer, Approved Repair Centres, payment providers${partner ? `, ${partner}` : ''}, fraud-prevention agencies, and the police or regulators where the law requires. If your data is transferred outside ${uk ? 'the UK' : 'Nigeria'}, we use the safeguards that ${uk ? 'UK data protection law' : 'the NDPA'} requires.`,
        `**How long**: for the life of the Plan and up to 6 years after it ends, unless the law requires longer.`,
        uk
          ? `**Your rights**: to access, correct or erase your data, to restrict or object to its use, and to data portability. Contact our Data Protection Officer at dpo@${domain}. You can also complain to the Information Commissioner’s Office (ico.org.uk).`
          : `**Your rights**: to access, correct or delete your data, to object to or restrict its use, to data portability, and to withdraw consent. Contact our Data Protection Officer at dpo@${domain}. You can also complain to the NDPC (ndpc.gov.ng).`,
      ],
    },
    { h: '13. Complaints' },
    {
      p: uk
        ? `If you are unhappy with our service, please contact us first (section 16). We will acknowledge your complaint within 5 working days and send you a final response within 8 weeks. If you are not satisfied, or we have not responded within 8 weeks, you can refer your complaint to the Financial Ombudsman Service (financial-ombudsman.org.uk, 0800 023 4567) free of charge. The Insurer is covered by the Financial Services Compensation Scheme (FSCS); you may be entitled to compensation if it cannot meet its obligations (fscs.org.uk).`
        : `If you are unhappy with our service, please contact us first (section 16). We will acknowledge your complaint within 48 hours and aim to resolve it within 14 working days. If you are not satisfied with our response, you can contact the Insurer, the Complaints Bureau of the National Insurance Commission (NAICOM), or the Federal Competition and Consumer Protection Commission (FCCPC).`,
    },
    { h: '14. Other terms' },
    {
      p: `If we do not enforce any of these Terms straight away, we can still enforce them later. If any part of these Terms is found invalid, the rest remains in force. We will send notices to the phone number or email address in your ${cert}, so please tell us if they change.`,
    },
    { h: '15. Governing law' },
    {
      p: uk
        ? `These Terms and the Plan are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, the law of that country applies and you may bring proceedings in its courts.`
        : `These Terms and the Plan are governed by the laws of the Federal Republic of Nigeria. Any dispute that cannot be settled through our complaints process may be referred to arbitration in Lagos under the Arbitration and Mediation Act 2023. This does not affect your right to approach a Nigerian court of competent jurisdiction or a regulator.`,
    },
    { h: '16. Contact us' },
    {
      ul: uk
        ? [
            `**Customer services and claims**: 020 7946 0123 (Monday to Friday 8am–8pm, Saturday 9am–5pm), or online at ${domain}/claims.`,
            `**Email**: help@${domain}. **Data Protection Officer**: dpo@${domain}.`,
            `**Post**: DeviceCover UK, Customer Services, London, United Kingdom.`,
          ]
        : [
            `**Customer care and claims**: 0700 000 0000 (Monday to Saturday, 8am–8pm WAT). **WhatsApp**: +234 800 000 0000.`,
            `**Email**: care@${domain}. **Data Protection Officer**: dpo@${domain}.`,
            `**Office**: ${partner ? `${brand.name}, c/o DeviceCover` : 'DeviceCover'}, Customer Care, Victoria Island, Lagos, Nigeria.`,
          ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// PDF layout

const A4 = [595.28, 841.89];
const MARGIN = 50;
const BODY = 8.8;
const LEADING = 11.6;

/**
 * Advance width of text as a PDF viewer lays it out from a plain Tj (no kerning). pdf-lib's widthOfTextAtSize
 * adds the AFM kerning pairs, which would make runs drawn one after another overlap slightly.
 */
function measure(font, text, size) {
  let w = 0;
  for (const ch of text) w += font.widthOfTextAtSize(ch, size);
  return w;
}

/** "text **bold** text" → runs. */
function runsOf(text) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((t) => (t.startsWith('**') ? { text: t.slice(2, -2), bold: true } : { text: t, bold: false }));
}

/** Greedy word wrap over styled runs. Returns lines of [{ text, bold, width }]. */
function wrapRuns(runs, fonts, size, maxWidth) {
  const words = [];
  for (const run of runs) {
    for (const piece of run.text.split(/(?<= )/)) if (piece) words.push({ text: piece, bold: run.bold });
  }
  const width = (w) => measure(w.bold ? fonts.bold : fonts.regular, w.text, size);
  const lines = [];
  let line = [];
  let lineW = 0;
  for (const w of words) {
    const ww = width(w);
    const trimmed = measure(w.bold ? fonts.bold : fonts.regular, w.text.trimEnd(), size);
    if (line.length && lineW + trimmed > maxWidth) {
      lines.push(line);
      line = [];
      lineW = 0;
    }
    line.push({ ...w, width: ww });
    lineW += ww;
  }
  if (line.length) lines.push(line);
  return lines;
}

async function termsPdf(brand) {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const title = `${brand.name} Device Protection Plan — Terms and Conditions`;
  const uk = brand.code === 'uk';
  const { a: alpha } = parseHex(brand.primaryColor);
  const barColor = pdfColor(brand.primaryColor);
  const onBar = pdfColor(readableTextOn(brand.primaryColor));
  const text = pdfColor(DARK);
  const muted = pdfColor('#4a5568');
  const rule = pdfColor('#cbd5e0');
  const [PW, PH] = A4;
  const contentW = PW - 2 * MARGIN;
  const bottom = MARGIN + 24;

  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(brand.name);
  doc.setSubject(`Terms and conditions of the ${brand.name} device protection plan (${uk ? 'United Kingdom' : 'Nigeria'}), version ${VERSION}`);
  doc.setKeywords(['device protection', 'phone insurance', 'terms and conditions', brand.name]);
  doc.setCreator(`${brand.name} brand assets (scripts/assets/generate-brand-assets.mjs)`);
  doc.setProducer('pdf-lib');
  doc.setLanguage(uk ? 'en-GB' : 'en-NG');
  doc.setCreationDate(DOC_DATE);
  doc.setModificationDate(DOC_DATE);

  const pages = [];
  let page;
  let y;
  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    if (pages.length === 1) {
      // Title bar with the mark (inverted: bar-text colour shield, brand-colour phone).
      const barH = 104;
      page.drawRectangle({ x: 0, y: PH - barH, width: PW, height: barH, color: barColor, opacity: alpha });
      const k = 1.45;
      const mx = PW - MARGIN - 34.6 * k - 6.7 * k;
      const my = PH - (barH - 42.6 * k) / 2 + 2.7 * k;
      page.drawSvgPath(SHIELD, { x: mx, y: my, scale: k, color: onBar });
      page.drawSvgPath(PHONE, { x: mx, y: my, scale: k, color: barColor, opacity: alpha });
      page.drawSvgPath(CHECK, { x: mx, y: my, scale: k, borderColor: onBar, borderWidth: 2.6 * k, borderLineCap: 1 });
      page.drawText(brand.name.toUpperCase(), { x: MARGIN, y: PH - 34, size: 9, font: fonts.bold, color: onBar });
      // Break after the dash: "<name> Device Protection Plan —" / "Terms and Conditions".
      const tLines = [`${brand.name} Device Protection Plan —`, 'Terms and Conditions'].flatMap((t) =>
        wrapRuns([{ text: t, bold: true }], fonts, 19, contentW - 70),
      );
      tLines.forEach((l, i) => {
        page.drawText(l.map((w) => w.text).join('').trimEnd(), { x: MARGIN, y: PH - 58 - i * 23, size: 19, font: fonts.bold, color: onBar });
      });
      y = PH - barH - 22;
      const meta = `Version ${VERSION}  ·  Effective ${EFFECTIVE}  ·  ${uk ? 'United Kingdom' : 'Federal Republic of Nigeria'}`;
      page.drawText(meta, { x: MARGIN, y, size: 8.5, font: fonts.regular, color: muted });
      y -= 20;
    } else {
      page.drawRectangle({ x: 0, y: PH - 8, width: PW, height: 8, color: barColor, opacity: alpha });
      y = PH - MARGIN;
    }
  };
  const ensure = (h) => {
    if (y - h < bottom) newPage();
  };
  /** Draws a wrapped line, one text operation per run of same-font words. */
  const drawLine = (line, x, size, color) => {
    let cx = x;
    const groups = [];
    for (const w of line) {
      const last = groups.at(-1);
      if (last && last.bold === w.bold) {
        last.text += w.text;
        last.width += w.width;
      } else groups.push({ ...w });
    }
    groups.forEach((g, i) => {
      const t = i === groups.length - 1 ? g.text.trimEnd() : g.text;
      page.drawText(t, { x: cx, y, size, font: g.bold ? fonts.bold : fonts.regular, color });
      cx += g.width;
    });
  };
  const paragraph = (t, x = MARGIN, width = contentW, marker) => {
    const lines = wrapRuns(runsOf(t), fonts, BODY, width);
    // Page break inside the paragraph, if any, leaving at least 2 lines on each page (no widows or orphans).
    let breakAt = Math.max(0, Math.floor((y - bottom) / LEADING) + 1);
    if (breakAt < lines.length) {
      if (lines.length - breakAt < 2) breakAt = lines.length - 2;
      if (breakAt < 2) breakAt = 0;
    }
    lines.forEach((line, i) => {
      if (i === breakAt) newPage();
      if (i === 0 && marker) page.drawText(marker, { x: x - 11, y, size: BODY, font: fonts.regular, color: text });
      drawLine(line, x, BODY, text);
      y -= LEADING;
    });
  };

  newPage();
  for (const block of termsContent(brand)) {
    if (block.h) {
      ensure(16 + 3 * LEADING); // keep a heading with the start of its section
      y -= 5;
      page.drawRectangle({ x: MARGIN, y: y - 2, width: 3, height: 12, color: barColor, opacity: alpha });
      page.drawText(block.h, { x: MARGIN + 8, y, size: 11, font: fonts.bold, color: text });
      y -= 16;
    } else if (block.p) {
      paragraph(block.p);
      y -= 4;
    } else if (block.ul || block.ol) {
      (block.ul ?? block.ol).forEach((item, i) => {
        paragraph(item, MARGIN + 14, contentW - 14, block.ul ? '•' : `${i + 1}.`);
        y -= 2;
      });
      y -= 3;
    } else if (block.table) {
      const { head, rows } = block.table;
      const colW = [contentW - 3 * 88, 88, 88, 88];
      const pad = 5;
      const rowLines = (cells, bold) => cells.map((c, i) => wrapRuns([{ text: c, bold }], fonts, BODY, colW[i] - 2 * pad));
      const drawRow = (cells, bold, shaded) => {
        const wrapped = rowLines(cells, bold);
        const h = Math.max(...wrapped.map((l) => l.length)) * LEADING + 2 * pad - 3;
        ensure(h);
        if (shaded) page.drawRectangle({ x: MARGIN, y: y - h, width: contentW, height: h, color: barColor, opacity: 0.16 * alpha });
        let x = MARGIN;
        wrapped.forEach((lines, i) => {
          lines.forEach((line, j) => {
            const saved = y;
            y = saved - pad - 7 - j * LEADING;
            drawLine(line, x + pad, BODY, text);
            y = saved;
          });
          x += colW[i];
        });
        y -= h;
        page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + contentW, y }, thickness: 0.6, color: rule });
      };
      const rowH = (cells) => Math.max(...rowLines(cells, false).map((l) => l.length)) * LEADING + 2 * pad - 3;
      ensure(2 + [head, ...rows].reduce((sum, r) => sum + rowH(r), 0)); // keep the table on one page
      y -= 2;
      drawRow(head, true, true);
      rows.forEach((r, i) => drawRow(r, i === rows.length - 1, false));
      y -= 10;
    }
  }

  pages.forEach((p, i) => {
    const footer = `${brand.name} Device Protection Plan — Terms and Conditions  ·  Version ${VERSION}`;
    p.drawLine({ start: { x: MARGIN, y: MARGIN + 8 }, end: { x: PW - MARGIN, y: MARGIN + 8 }, thickness: 0.6, color: rule });
    p.drawText(footer, { x: MARGIN, y: MARGIN - 4, size: 7.5, font: fonts.regular, color: muted });
    const num = `Page ${i + 1} of ${pages.length}`;
    p.drawText(num, { x: PW - MARGIN - measure(fonts.regular, num, 7.5), y: MARGIN - 4, size: 7.5, font: fonts.regular, color: muted });
  });

  return { bytes: Buffer.from(await doc.save({ useObjectStreams: false })), pageCount: pages.length };
}

// ---------------------------------------------------------------------------------------------------------------

const changed = [];
async function emit(rel, data) {
  const file = path.join(OUT, rel);
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  const old = existsSync(file) ? await readFile(file) : null;
  if (old && old.equals(buf)) return;
  changed.push(rel);
  if (CHECK_ONLY) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
}

async function main() {
  const brands = await loadBrands();
  const wordmarks = JSON.parse(await readFile(path.join(ROOT, 'scripts/assets/wordmarks.json'), 'utf8'));

  if (!PDF_ONLY) {
    const browser = await openBrowser();
    try {
      for (const brand of Object.values(brands).filter((b) => b.ownAssets)) {
        const dir = `brands/${brand.code}`;
        const fav = faviconSvg(brand);
        await emit(`${dir}/logo.svg`, logoSvg(brand, wordmarks[brand.code]));
        await emit(`${dir}/favicon.svg`, fav);
        const icoImages = [];
        for (const size of [16, 32, 48]) icoImages.push({ size, png: await rasterise(browser, fav, size) });
        const ico = packIco(icoImages);
        await emit(`${dir}/favicon.ico`, ico);
        if (brand.code === 'generic') await emit('favicon.ico', ico);
        for (const size of [192, 512]) await emit(`${dir}/icon-${size}.png`, await rasterise(browser, appIconSvg(brand, size), size));
      }
    } finally {
      await browser.close();
    }
  }

  for (const brand of Object.values(brands)) {
    const { bytes, pageCount } = await termsPdf(brand);
    if (pageCount < 2 || pageCount > 3) console.warn(`warning: ${brand.code}/terms.pdf has ${pageCount} pages`);
    await emit(`brands/${brand.code}/terms.pdf`, bytes);
  }

  if (CHECK_ONLY) {
    if (changed.length) {
      console.error(`Out of date: ${changed.map((f) => `public/${f}`).join(', ')}`);
      process.exit(1);
    }
    console.log('Brand assets are up to date.');
  } else {
    console.log(changed.length ? `Wrote ${changed.map((f) => `public/${f}`).join(', ')}` : 'Brand assets are up to date.');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
