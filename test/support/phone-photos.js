// Photos like the ones a phone saves, generated at run time with sharp (never committed): a noisy gradient JPEG
// with the camera's EXIF, GPS position included, and an orientation tag. Used by the image tests (small sizes),
// `npm run bench` and `npm run audit:pages -- --photos` (4032×3024, about 5 MB each).
import sharp from 'sharp';

/** The camera make written into every generated photo: tests look for it byte by byte in the outputs. */
export const CAMERA_MAKE = 'FotoFalsaCam';
export const CAMERA_MODEL = 'Modelo Ficticio 15';

/**
 * A JPEG of `width`×`height` with EXIF (make, model, GPS) and the given EXIF orientation (1 = upright). `seed`
 * changes the colours and the noise, so each photo has different bytes. Besides a gradient and per-pixel sensor
 * noise (which makes the file as big as a phone's), it has texture at the scale of a few pixels of a reduced image
 * (skin, fabric, a wall), so that the published versions weigh what real photos weigh, not what a blur would.
 */
export async function phonePhoto({ width = 4032, height = 3024, seed = 1, orientation = 1, quality = 92 } = {}) {
  const channels = 3;
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // Texture: noise on a grid 6 times coarser, enlarged smoothly to the photo's size.
  const coarse = { width: Math.max(1, Math.round(width / 6)), height: Math.max(1, Math.round(height / 6)) };
  const seedPixels = Buffer.alloc(coarse.width * coarse.height);
  for (let i = 0; i < seedPixels.length; i++) seedPixels[i] = Math.floor(random() * 256);
  const texture = await sharp(seedPixels, { raw: { ...coarse, channels: 1 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const pixels = Buffer.alloc(width * height * channels);
  const base = [90 + ((seed * 37) % 120), 80 + ((seed * 53) % 100), 70 + ((seed * 71) % 110)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const i = p * channels;
      const shade = (x / width) * 60 + (y / height) * 40 + (texture[p] - 128) * 0.45;
      const noise = (random() - 0.5) * 40;
      for (let c = 0; c < channels; c++) pixels[i + c] = Math.max(0, Math.min(255, base[c] + shade - 50 + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: CAMERA_MODEL, Software: 'FotoFalsa 1.0' },
      IFD2: { DateTimeOriginal: '2025:03:14 10:20:30' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 35/1 4812/100', GPSLongitudeRef: 'W', GPSLongitude: '46/1 40/1 1234/100' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}
