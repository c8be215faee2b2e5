/**
 * `npm run videos [name …]`: makes the small WebM videos the tutorials play (static/videos/<name>.webm).
 * Nothing is downloaded: each video is a 2D canvas animation drawn frame by frame in headless
 * Chromium, recorded with `canvas.captureStream(0)` (one `requestFrame()` per drawn frame) and
 * `MediaRecorder` (VP9, VP8 where VP9 is missing), then written here. Every animation is periodic
 * over its length, so the video loops without a jump. The files are committed; rerun this after
 * changing a drawing. Needs /usr/bin/chromium (or CHROMIUM_PATH).
 *
 * - `screen`: 320 × 180, 4 s, for tutorials/video-textures (a test card with a bouncing ball, a
 *   clock hand and the time).
 * - `panorama-360`: 1024 × 512 equirectangular (2:1), 6 s, for tutorials/webxr-360-video (sky,
 *   ground and horizon, meridians every 30° with their angles, the directions FRONT / RIGHT / BACK /
 *   LEFT, and a sun and a banner that travel once around the horizon). Its left and right edges
 *   meet, so it wraps on a sphere without a seam.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/headless-chromium';

const OUT_DIR = path.resolve(__dirname, '..', 'static', 'videos');
/** The size each file must stay under. */
const MAX_BYTES = 300 * 1024;

interface VideoSpec {
  name: 'screen' | 'panorama-360';
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The encoder's target; the file is about bits × seconds / 8. */
  bitsPerSecond: number;
}

const VIDEOS: readonly VideoSpec[] = [
  { name: 'screen', width: 320, height: 180, seconds: 4, fps: 24, bitsPerSecond: 300_000 },
  { name: 'panorama-360', width: 1024, height: 512, seconds: 6, fps: 20, bitsPerSecond: 320_000 },
];

/**
 * Runs in the page: draws `spec`'s frames one by one in real time into a canvas that
 * MediaRecorder records, and resolves with the WebM bytes as base64 and the codec used.
 */
async function recordInPage(spec: VideoSpec): Promise<{ base64: string; mimeType: string; frames: number }> {
  const { name, width, height, seconds, fps, bitsPerSecond } = spec;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const maybeContext = canvas.getContext('2d');
  if (!maybeContext) throw new Error('no 2D context');
  const ctx: CanvasRenderingContext2D = maybeContext;
  const TAU = Math.PI * 2;

  /** A test card: colour bars, a ball bouncing once each way, a clock hand and the time. */
  function drawScreen(t: number): void {
    const phase = t / seconds; // 0 … 1 over the loop
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#1b2a4a');
    sky.addColorStop(1, '#2f4f7f');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);

    const bars = ['#f2f2f2', '#f2d43c', '#3cd2f2', '#3cf26a', '#f23cc8', '#f2463c', '#3c50f2'];
    const barWidth = width / bars.length;
    bars.forEach((colour, i) => {
      ctx.fillStyle = colour;
      ctx.fillRect(i * barWidth, height - 34, barWidth + 1, 34);
    });

    // The ball: across and back once per loop, three bounces each way.
    const x = 30 + (width - 60) * (0.5 - 0.5 * Math.cos(phase * TAU));
    const y = height - 52 - Math.abs(Math.sin(phase * TAU * 3)) * 70;
    ctx.fillStyle = '#ff8a3d';
    ctx.beginPath();
    ctx.arc(x, y, 14, 0, TAU);
    ctx.fill();

    // A clock face whose hand goes round once per loop.
    const cx = width - 42;
    const cy = 42;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(cx, cy, 26, 0, TAU);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.sin(phase * TAU) * 22, cy - Math.cos(phase * TAU) * 22);
    ctx.stroke();

    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 22px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText('VIDEO', 14, 14);
    ctx.font = '16px monospace';
    ctx.fillText(`t = ${t.toFixed(2)} s`, 14, 44);
    // A progress bar over the loop.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
    ctx.fillRect(14, 70, 120, 6);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(14, 70, 120 * phase, 6);
  }

  /** Draws `paint(x)` at x and one picture-width to each side, so shapes cross the seam whole. */
  function wrapped(x: number, paint: (x: number) => void): void {
    for (const offset of [-width, 0, width]) paint(x + offset);
  }

  /** The x of an azimuth (degrees, 0 = front, clockwise seen from above) and the y of an elevation (degrees). */
  const ux = (azimuth: number) => (((azimuth / 360 + 0.5) % 1) + 1) % 1 * width;
  const vy = (elevation: number) => (0.5 - elevation / 180) * height;

  /** The equirectangular world: the middle of the picture is straight ahead. */
  function drawPanorama(t: number): void {
    const phase = t / seconds;
    // Sizes were chosen for a 640-pixel-wide picture.
    const k = width / 640;
    const sky = ctx.createLinearGradient(0, 0, 0, height / 2);
    sky.addColorStop(0, '#0b1d3a');
    sky.addColorStop(1, '#5c8fc7');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height / 2);
    const ground = ctx.createLinearGradient(0, height / 2, 0, height);
    ground.addColorStop(0, '#4f7a3a');
    ground.addColorStop(1, '#1f2e18');
    ctx.fillStyle = ground;
    ctx.fillRect(0, height / 2, width, height / 2);

    // Parallels every 30° of elevation, then the horizon.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.25)';
    ctx.lineWidth = k;
    for (const elevation of [-60, -30, 30, 60]) {
      ctx.beginPath();
      ctx.moveTo(0, vy(elevation));
      ctx.lineTo(width, vy(elevation));
      ctx.stroke();
    }
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 2 * k;
    ctx.beginPath();
    ctx.moveTo(0, height / 2);
    ctx.lineTo(width, height / 2);
    ctx.stroke();

    // Meridians every 30° with their azimuth; the four directions are named.
    const names: Record<number, string> = { 0: 'FRONT', 90: 'RIGHT', 180: 'BACK', 270: 'LEFT' };
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let azimuth = 0; azimuth < 360; azimuth += 30) {
      const x = ux(azimuth);
      const main = azimuth % 90 === 0;
      ctx.strokeStyle = main ? 'rgba(255, 230, 120, 0.9)' : 'rgba(255, 255, 255, 0.35)';
      ctx.lineWidth = (main ? 2 : 1) * k;
      wrapped(x, (at) => {
        ctx.beginPath();
        ctx.moveTo(at, vy(75));
        ctx.lineTo(at, vy(-75));
        ctx.stroke();
      });
      ctx.fillStyle = '#ffffff';
      ctx.font = `${14 * k}px sans-serif`;
      wrapped(x, (at) => ctx.fillText(`${azimuth}°`, at, vy(-8)));
      const label = names[azimuth];
      if (label) {
        ctx.font = `bold ${22 * k}px sans-serif`;
        ctx.fillStyle = '#ffe678';
        wrapped(x, (at) => ctx.fillText(label, at, vy(-22)));
      }
    }

    // A sun that goes once around, a little above the horizon, and a banner going the other way.
    const sunX = ux(phase * 360);
    ctx.fillStyle = '#ffd24a';
    wrapped(sunX, (at) => {
      ctx.beginPath();
      ctx.arc(at, vy(20), 12 * k, 0, TAU);
      ctx.fill();
    });
    const bannerX = ux(-phase * 360 + 45);
    ctx.font = `bold ${16 * k}px sans-serif`;
    wrapped(bannerX, (at) => {
      ctx.fillStyle = 'rgba(20, 20, 40, 0.7)';
      ctx.fillRect(at - 80 * k, vy(42) - 13 * k, 160 * k, 26 * k);
      ctx.fillStyle = '#ffffff';
      ctx.fillText('360° VIDEO', at, vy(42));
    });
    // A few stars high in the sky.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.8)';
    for (let i = 0; i < 24; i++) {
      const x = ((i * 97) % 24) / 24 * width + 8 * k;
      const y = vy(62 + ((i * 7) % 5) * 4);
      ctx.fillRect(x, y, 2 * k, 2 * k);
    }
  }

  const draw = name === 'screen' ? drawScreen : drawPanorama;
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  if (!track) throw new Error('no video track');
  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new Error('this Chromium cannot record WebM');
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  // An encoder that fails mid-recording fires `error` (then `stop`): reject, so the run fails
  // with a message instead of writing a truncated file.
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.onerror = () => reject(new Error(`MediaRecorder (${mimeType}) failed while recording ${name}`));
    recorder.onstop = () => resolve();
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // Frame 0 is drawn before recording starts, so the file begins with a picture.
  draw(0);
  recorder.start();
  const frames = Math.round(seconds * fps);
  const started = performance.now();
  for (let i = 0; i < frames; i++) {
    draw(i / fps);
    track.requestFrame();
    // Frame i is shown from i / fps to (i + 1) / fps in real time: the recorder stamps what it receives.
    const next = started + ((i + 1) * 1000) / fps;
    await wait(Math.max(0, next - performance.now()));
  }
  recorder.stop();
  await stopped;
  const blob = new Blob(chunks, { type: 'video/webm' });
  if (blob.size === 0) throw new Error(`MediaRecorder (${mimeType}) produced no data for ${name}`);

  // Read the file back in the same browser: an encoder that wrote something undecodable, or at
  // another size, fails here rather than in a tutorial.
  const check = document.createElement('video');
  check.muted = true;
  check.src = URL.createObjectURL(blob);
  await new Promise<void>((resolve, reject) => {
    check.onloadeddata = () => resolve();
    check.onerror = () => reject(new Error(`${name}: the recorded WebM does not decode (${check.error?.message ?? 'no detail'})`));
  });
  if (check.videoWidth !== width || check.videoHeight !== height) {
    throw new Error(`${name}: recorded ${check.videoWidth}×${check.videoHeight}, expected ${width}×${height}`);
  }
  URL.revokeObjectURL(check.src);

  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { base64: btoa(binary), mimeType, frames };
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const videos = VIDEOS.filter((video) => wanted.length === 0 || wanted.includes(video.name));
  if (videos.length === 0) throw new Error(`no video named ${wanted.join(', ')}; the videos: ${VIDEOS.map((video) => video.name).join(', ')}`);
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  let tooLarge = 0;
  try {
    for (const spec of videos) {
      const page = await browser.newPage();
      try {
        // tsx (esbuild) wraps the named functions inside recordInPage in its `__name` helper: give the page one.
        await page.evaluate('globalThis.__name = (fn) => fn');
        const { base64, mimeType, frames } = await page.evaluate(recordInPage, spec);
        const file = path.join(OUT_DIR, `${spec.name}.webm`);
        writeFileSync(file, Buffer.from(base64, 'base64'));
        const size = statSync(file).size;
        console.log(`[videos] ${spec.name}.webm: ${spec.width}×${spec.height}, ${frames} frames, ${mimeType}, ${(size / 1024).toFixed(1)} KB`);
        if (size > MAX_BYTES) {
          tooLarge += 1;
          console.error(`[videos] ${spec.name}.webm is over ${MAX_BYTES / 1024} KB: lower its bitsPerSecond`);
        }
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (tooLarge > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(new Error('generate-videos failed', { cause: error }));
  process.exit(1);
});
