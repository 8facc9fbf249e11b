// Counts differing pixels with a JavaScript pixelmatch, for scripts/pixelmatch-crosscheck.py.
//
//   node scripts/pixelmatch-count.mjs PIXELMATCH_MODULE < jobs.json > counts.json
//
// PIXELMATCH_MODULE is a path to pixelmatch's index.js (an ES module, as in pixelmatch 6 and
// later); it is not part of this repository. stdin is a JSON list of jobs, each
// {"a": "a.pam", "b": "b.pam", "options": {...}, "diff": "out.pam"?}: two binary RGB_ALPHA
// PAM images of one size, the options passed to pixelmatch unchanged, and where to write
// its diff image (optional). stdout is the JSON list of counts, in the same order.
//
// Reading PAM rather than PNG keeps a PNG decoder out of the comparison: pixelmatch gets the
// bytes the Swift tests read.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function readPAM(path) {
    const data = readFileSync(path);
    const end = data.indexOf('ENDHDR\n');
    if (end < 0) throw new Error(`${path}: expected an ENDHDR line`);
    const fields = Object.fromEntries(data.subarray(0, end).toString('ascii').split('\n')
        .filter((line) => line.includes(' ')).map((line) => line.split(' ')));
    const width = Number(fields.WIDTH), height = Number(fields.HEIGHT);
    if (fields.TUPLTYPE !== 'RGB_ALPHA' || fields.MAXVAL !== '255') throw new Error(`${path}: expected 8-bit RGB_ALPHA`);
    const pixels = new Uint8Array(data.subarray(end + 7));
    if (pixels.length !== width * height * 4) throw new Error(`${path}: size does not match the bytes`);
    return { width, height, pixels };
}

function writePAM(path, width, height, pixels) {
    const header = `P7\nWIDTH ${width}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`;
    writeFileSync(path, Buffer.concat([Buffer.from(header, 'ascii'), Buffer.from(pixels)]));
}

const [modulePath] = process.argv.slice(2);
if (!modulePath) {
    console.error('usage: node pixelmatch-count.mjs PIXELMATCH_MODULE < jobs.json > counts.json');
    process.exit(64);
}
const pixelmatch = (await import(pathToFileURL(resolve(modulePath)).href)).default;
const jobs = JSON.parse(readFileSync(0, 'utf8'));
const counts = jobs.map((job) => {
    const a = readPAM(job.a), b = readPAM(job.b);
    if (a.width !== b.width || a.height !== b.height) throw new Error(`${job.a}, ${job.b}: sizes differ`);
    // A plain Uint8Array, as a decoded PNG's buffer is: pixelmatch's fractional grays are
    // truncated on the way in.
    const output = job.diff ? new Uint8Array(a.pixels.length) : null;
    const count = pixelmatch(a.pixels, b.pixels, output, a.width, a.height, job.options ?? {});
    if (job.diff) writePAM(job.diff, a.width, a.height, output);
    return count;
});
process.stdout.write(JSON.stringify(counts) + '\n');
