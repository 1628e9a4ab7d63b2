/** The conditions the front-end bench opens its pages under (issue 34's table: a learner on a mobile network). */
export interface NetworkProfile {
  id: 'localhost' | 'lighthouse' | 'slow4g';
  label: string;
  /** CDP Network.emulateNetworkConditions: latency in ms per request, throughputs in bytes per second. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
  /** The Largest Contentful Paint each page must reach; a page absent from the goals has none here. */
  lcpGoal: (page: string) => number | undefined;
}

/** Lighthouse counts a kilobit as 1,024 bits, DevTools' presets as 1,000. */
const kbit = (n: number, k = 1024) => (n * k) / 8;

export const PROFILES: NetworkProfile[] = [
  {
    id: 'localhost',
    label: 'no throttling',
    cpuSlowdown: 1,
    lcpGoal: () => 1000,
  },
  {
    id: 'lighthouse',
    label: "Lighthouse's mobile profile, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower",
    network: { latency: 150, downloadThroughput: kbit(1.6 * 1024), uploadThroughput: kbit(750) },
    cpuSlowdown: 4,
    // Issue 34 holds sign-in and the dashboards to a second here; the lesson page to Slow 4G's goal only.
    lcpGoal: (page) => (page === 'lesson page' ? undefined : 1000),
  },
  {
    id: 'slow4g',
    label: 'DevTools "Slow 4G", 562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up, CPU 4× slower',
    network: { latency: 562.5, downloadThroughput: kbit(1440, 1000), uploadThroughput: kbit(675, 1000) },
    cpuSlowdown: 4,
    lcpGoal: () => 2500,
  },
];
