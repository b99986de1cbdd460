import imageCompression from 'browser-image-compression';
import {
  compressPhoto,
  EMPTY_FILE_MESSAGE,
  NOT_A_PHOTO_MESSAGE,
  NOT_A_PHOTO_OR_PDF_MESSAGE,
  PHOTO_COMPRESSION,
  PHOTO_UNREADABLE_MESSAGE,
  PhotoRefusedError,
  workerScriptUrl,
} from './compressPhoto';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));

const compress = jest.mocked(imageCompression);

function file(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

beforeEach(() => {
  compress.mockReset();
  compress.mockImplementation(async () => new File([new Uint8Array(300 * 1024)], 'whatever', { type: 'image/jpeg' }));
});

describe('PHOTO_COMPRESSION', () => {
  it('brings a photo to a 1600 px long edge, under ~0.45 MB, as JPEG from quality 0.8, without EXIF, off the main thread', () => {
    expect(PHOTO_COMPRESSION.maxWidthOrHeight).toBe(1600);
    expect(PHOTO_COMPRESSION.maxSizeMB).toBe(0.45);
    expect(PHOTO_COMPRESSION.fileType).toBe('image/jpeg');
    expect(PHOTO_COMPRESSION.initialQuality).toBe(0.8);
    expect(PHOTO_COMPRESSION.preserveExif).toBe(false);
    expect(PHOTO_COMPRESSION.useWebWorker).toBe(true);
  });

  it("has the worker load the library's own copy, not a CDN's", () => {
    expect(PHOTO_COMPRESSION.libURL).toMatch(/\/browser-image-compression\/dist\/browser-image-compression\.js$/);
    expect(PHOTO_COMPRESSION.libURL).not.toMatch(/jsdelivr|unpkg|cdn/);
  });

  it('gives the worker an absolute address (it runs from a blob: URL, where a relative one means nothing)', () => {
    expect(workerScriptUrl('/_next/static/media/browser-image-compression.5040.js', 'https://agent.example.ng/account/sales/new')).toBe(
      'https://agent.example.ng/_next/static/media/browser-image-compression.5040.js',
    );
  });
});

describe('compressPhoto', () => {
  it('compresses a photo with PHOTO_COMPRESSION and names the result as the JPEG it is', async () => {
    const photo = file('IMG_2041.HEIC', 'image/heic', 4_000_000);
    const sent = await compressPhoto(photo, 'photo');
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress).toHaveBeenCalledWith(photo, { ...PHOTO_COMPRESSION, libURL: workerScriptUrl(PHOTO_COMPRESSION.libURL, document.baseURI) });
    expect(compress.mock.calls[0][1].libURL).toMatch(/^[a-z]+:\/\//);
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(300 * 1024);
  });

  it('compresses a photo the picker gave no type, by its name', async () => {
    const sent = await compressPhoto(file('front.jpeg', ''), 'photo');
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0][0].type).toBe('image/jpeg');
    expect(sent.name).toBe('front.jpg');
  });

  it('passes a PDF through untouched where the slot takes one', async () => {
    const report = file('police-report.pdf', 'application/pdf', 900_000);
    await expect(compressPhoto(report, 'photo-or-pdf')).resolves.toBe(report);
    expect(compress).not.toHaveBeenCalled();
  });

  it('gives a typeless PDF its type, still uncompressed', async () => {
    const sent = await compressPhoto(file('report.PDF', ''), 'photo-or-pdf');
    expect(sent.type).toBe('application/pdf');
    expect(sent.size).toBe(2048);
    expect(compress).not.toHaveBeenCalled();
  });

  it('refuses a PDF where only a photo is taken', async () => {
    await expect(compressPhoto(file('scan.pdf', 'application/pdf'), 'photo')).rejects.toEqual(new PhotoRefusedError(NOT_A_PHOTO_MESSAGE));
  });

  it.each([
    ['an .exe', file('setup.exe', 'application/x-msdownload')],
    ['a typeless .exe', file('setup.exe', '')],
    ['an SVG drawing', file('logo.svg', 'image/svg+xml')],
    ['a text file', file('notes.txt', 'text/plain')],
  ])('refuses %s, saying what it takes', async (_name, refused) => {
    await expect(compressPhoto(refused, 'photo')).rejects.toEqual(new PhotoRefusedError(NOT_A_PHOTO_MESSAGE));
    await expect(compressPhoto(refused, 'photo-or-pdf')).rejects.toEqual(new PhotoRefusedError(NOT_A_PHOTO_OR_PDF_MESSAGE));
    expect(compress).not.toHaveBeenCalled();
  });

  it('refuses an empty file', async () => {
    await expect(compressPhoto(file('front.jpg', 'image/jpeg', 0), 'photo')).rejects.toEqual(new PhotoRefusedError(EMPTY_FILE_MESSAGE));
  });

  it('sends a JPEG as it is when this phone cannot compress it (out of memory for the canvas)', async () => {
    compress.mockRejectedValueOnce(new Error('Canvas exceeds max size'));
    const photo = file('front.jpg', 'image/jpeg', 5_000_000);
    await expect(compressPhoto(photo, 'photo')).resolves.toBe(photo);
  });

  it('refuses a photo of a format the browser cannot draw, asking for it again', async () => {
    compress.mockRejectedValueOnce(new Error('The source image could not be decoded.'));
    await expect(compressPhoto(file('front.heic', 'image/heic'), 'photo')).rejects.toEqual(new PhotoRefusedError(PHOTO_UNREADABLE_MESSAGE));
  });
});
