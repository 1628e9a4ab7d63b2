import { PrivateCluster } from '/work/main/packages/server/test/postgres/cluster';
const c = await PrivateCluster.create('/work/main/packages/server/bench/.data/postgres');
console.log(c.url('saola_bench_100000_1000_5'));
setInterval(() => {}, 1 << 30);
