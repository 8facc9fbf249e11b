// Times a JavaScript pixelmatch on PAM image pairs, for the "Diff" section of BENCHMARKS.md.
//
//   node scripts/pixelmatch-bench.mjs PIXELMATCH_MODULE A.pam B.pam [RUNS]
//
// PIXELMATCH_MODULE is a path to pixelmatch's index.js (ES module or CommonJS); it is not
// part of this repository. The pairs come from `swift run -c release Benchmarks diff
// --write-pair DIR`. Prints the mismatch count and the median (min) of RUNS timed calls
// after one warm-up, without and with a diff image.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function readPAM(path) {
    const data = readFileSync(path);
    const end = data.indexOf('ENDHDR\n');
    if (end < 0) throw new Error(`${path}: expected an ENDHDR line`);
    const fields = Object.fromEntries(data.subarray(0, end).toString('ascii').split('\n')
        .filter((line) => line.includes(' ')).map((line) => line.split(' ')));
    const width = Number(fields.WIDTH), height = Number(fields.HEIGHT);
    const pixels = new Uint8Array(data.subarray(end + 7));
    if (pixels.length !== width * height * 4) throw new Error(`${path}: size does not match the bytes`);
    return { width, height, pixels };
}

function time(runs, body) {
    body();
    const samples = [];
    let result;
    for (let i = 0; i < runs; i++) {
        const start = process.hrtime.bigint();
        result = body();
        samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    samples.sort((x, y) => x - y);
    return { result, median: samples[Math.floor(samples.length / 2)], min: samples[0] };
}

const [modulePath, pathA, pathB, runsText] = process.argv.slice(2);
if (!modulePath || !pathA || !pathB) {
    console.error('usage: node pixelmatch-bench.mjs PIXELMATCH_MODULE A.pam B.pam [RUNS]');
    process.exit(64);
}
const runs = Number(runsText ?? 21);
const pixelmatch = (await import(pathToFileURL(resolve(modulePath)).href)).default;
const a = readPAM(pathA), b = readPAM(pathB);
const output = new Uint8Array(a.pixels.length);
const count = time(runs, () => pixelmatch(a.pixels, b.pixels, null, a.width, a.height, { threshold: 0.1 }));
const drawn = time(runs, () => pixelmatch(a.pixels, b.pixels, output, a.width, a.height, { threshold: 0.1 }));
const fmt = (t) => `${t.median.toFixed(3)} ms (${t.min.toFixed(3)})`;
console.log(`${modulePath} ${pathA} ${pathB}: ${count.result} different`);
console.log(`  count only: ${fmt(count)}`);
console.log(`  with diff image: ${fmt(drawn)}`);
