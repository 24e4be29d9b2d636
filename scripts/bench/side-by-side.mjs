#!/usr/bin/env node
// Lighthouse on two running builds side by side: each route loaded on the one,
// then on the other, in turns, in one browser (scripts/bench/lighthouse.mjs),
// and the medians printed in one table. On a machine shared with other work
// two bench runs minutes apart meet different loads; loads taken in turns meet
// the same, so the difference between the builds is what the table shows.
//
//   node scripts/bench/side-by-side.mjs http://127.0.0.1:3410 http://127.0.0.1:3310 --routes=/,/section1
//   BENCH_LIGHTHOUSE_RUNS=5 node scripts/bench/side-by-side.mjs BEFORE_URL AFTER_URL /progress /review
//
// The first address is "before", the second "after"; each a build started as
// `npm start` starts it. Routes default to /, /section1, /progress and /review.
import { runLighthouse } from './lighthouse.mjs'
import { machineLine } from './report.mjs'

const DEFAULT_ROUTES = ['/', '/section1', '/progress', '/review']
const addresses = []
const routes = []
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--routes=')) routes.push(...arg.slice('--routes='.length).split(/,(?=\/)/))
  else if (arg.startsWith('http')) addresses.push(arg.replace(/\/$/, ''))
  else routes.push(arg)
}
if (addresses.length !== 2) {
  console.error('Usage: node scripts/bench/side-by-side.mjs BEFORE_URL AFTER_URL [--routes=/,/section1 | ROUTE ...]')
  process.exit(2)
}
const builds = ['before', 'after']
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
// One entry per build and route, in turns: "before /", "after /", "before /section1", ...
const pairs = (routes.length > 0 ? routes : DEFAULT_ROUTES).flatMap((route) => builds.map((build) => `${build} ${route}`))
const urlOf = (pair) => {
  const [build, route] = pair.split(' ')
  return `${addresses[builds.indexOf(build)]}${route}`
}
console.log(machineLine())
const scores = await runLighthouse(pairs, urlOf, runs)
console.log(machineLine())
const ms = (value) => Math.round(value)
const longest = (value) => (value >= 50 ? ms(value) : '<50')
console.log(`\nMedian of ${runs} loads each; before ${addresses[0]}, after ${addresses[1]}\n`)
console.log(
  '| Route | Build | Lighthouse | LCP ms | TBT 4x ms | TBT 6x ms | longest task 4x / 6x ms | TBT 6x at run time ms |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
)
for (const pair of pairs) {
  const [build, route] = pair.split(' ')
  const score = scores.get(pair)
  console.log(
    `| ${route} | ${build} | ${score.score} | ${ms(score.lcpMs)} | ${ms(score.tbt4xMs)} | ${ms(score.tbt6xMs)} | ${longest(score.longestTask4xMs)} / ${longest(score.longestTask6xMs)} | ${ms(score.tbt6xRunTimeMs)} |`,
  )
}
