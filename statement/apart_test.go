package statement

import (
	"strings"
	"testing"
)

// apartCases are the pairs of partsApart's checks, one a line: the check,
// the two statements and whether it holds (either way round). "Conflict"
// rows are the whole judgement: the near-miss is no conflict, and the
// contradiction of the same shape still is one.
const apartCases = `
keysApart | pool_size is 10 | max_pool_size is 50 | true
keysApart | shared_buffers = 4GB | wal_shared_buffers = 16MB | true
keysApart | maxRetries is 3 | maxRetriesPerHost is 1 | true
keysApart | work_mem is 64MB | WORK_MEM=256MB | false
keysApart | work_mem is 64MB | the work mem setting is 256MB | false
keysApart | read_timeout is 5s | write_timeout is 10s | false
keysApart | minSdk is 24 | minSdkVersion = 26 | false
Conflict | pool_size is 10 | max_pool_size is 50 | false
Conflict | pool_size is 10 | pool_size is 20 | true
variantsApart | gen 2 sensors talk I2C | gen 3 sensors talk SPI | true
variantsApart | on revision C boards the LED is on PA5 | on rev D boards the LED is on PB3 | true
variantsApart | tier 1 customers get a 1 hour response | tier 2 customers get a 4 hour response | true
variantsApart | rev A boards use the STM32F4 | rev A boards use the STM32H7 | false
variantsApart | the board is rev C | the board is rev D | false
variantsApart | Plant 2 shifts start at 6:00 | Plant 4 shifts start at 7:30 | true
variantsApart | at Warehouse B the dock closes at 18:00 | at Warehouse C the dock closes at 20:00 | true
variantsApart | Team A owns the billing service | Team C owns the billing service | true
variantsApart | Team A owns the billing service | Team A owns the search service | false
variantsApart | Node 20 runs the CI jobs | Node 18 runs the CI jobs | false
variantsApart | the site a customer visits is cached | the site B staff use is internal | false
variantsApart | the on-call team is Team A | the on-call team is Team B | false
Conflict | Building 3 doors open at 7:00 | Building 5 doors open at 8:00 | false
Conflict | Building 3 doors open at 7:00 | Building 3 doors open at 8:00 | true
Conflict | Site A working hours are 7:00-17:00 | Site A working hours are 8:00-18:00 | true
Conflict | gen 2 sensors use the BME280 | gen 3 sensors use the BME680 | false
Conflict | gen 2 sensors use the BME280 | gen 2 sensors use the BME680 | true
totalOfEach | the cluster has 3 brokers with 8 partitions each | the cluster has 24 partitions | true
totalOfEach | we train on 2 nodes with 8 GPUs each | training uses 16 GPUs | true
totalOfEach | we train on 2 nodes with 8 GPUs each | training uses 12 GPUs | false
totalOfEach | we train on 2 nodes with 8 GPUs | training uses 16 GPUs | false
Conflict | each job gets 4 nodes with 64 cores each | each job runs on 256 cores | false
belowMinimum | Python 3.8 and 3.9 are not supported | the minimum Python version is 3.10 | true
belowMinimum | TLS 1.0 is disabled | minimum TLS version is 1.2 | true
belowMinimum | TLS 1.2 is disabled | minimum TLS version is 1.2 | false
belowMinimum | Python 3.11 is not supported | the minimum Python version is 3.10 | false
Conflict | Node 16 and 18 are not supported | the minimum Node version is 20 | false
countsOfContrasted | the cluster runs 1 primary node | the cluster runs 2 replica nodes | true
countsOfContrasted | the logs index has 5 primary shards | the logs index has 2 replicas | true
countsOfContrasted | the logs index has 5 primary shards | the logs index has 3 primary shards | false
countsOfContrasted | the deployment has 6 pods | the deployment has 3 replicas | false
subcommandsApart | never run terraform destroy | run terraform plan before every merge | true
subcommandsApart | don't run helm uninstall in prod | run helm upgrade for deploys | true
subcommandsApart | never run terraform apply | always run terraform apply after merge | false
subcommandsApart | we don't use terraform | run terraform plan before every merge | false
subcommandsApart | we don't use GraphQL anywhere | the mobile BFF exposes a GraphQL endpoint | false
scopesApart | the cache TTL is 5 seconds when running locally | in production the cache TTL is 10 minutes | true
scopesApart | sampling is 100% when on staging | production sampling is 1% | true
scopesApart | the log level is debug when running locally | locally the log level is info | false
scopesApart | the log level is debug | the log level is info | false
scopesApart | never run terraform apply locally | it's fine to terraform apply from your laptop for the sandbox | false
Conflict | the cache TTL is 5 seconds when running locally | in production the cache TTL is 10 minutes | false
Conflict | in production the cache TTL is 5 minutes | the production cache TTL is 10 minutes | true
kindsApart | sms sends retry 2 times | webhook sends retry 8 times | true
kindsApart | nightly snapshots keep 7 copies | weekly snapshots keep 4 copies | true
kindsApart | the frontend is built with React | the UI is built with Vue | false
kindsApart | sms sends retry 2 times | sms sends retry 8 times | false
kindsApart | sms sends never retry | webhook sends retry 8 times | false
kindsApart | Connection pool size is 20. | DB_POOL_SIZE=50 in prod for billing | false
Conflict | sms sends retry 2 times | webhook sends retry 8 times | false
Conflict | sms sends retry 2 times | sms sends retry 8 times | true
countsApart | the scheduler runs 2 pods | the scheduler runs 8 threads | true
countsApart | the search cluster has 6 nodes | the search cluster runs 12 replicas | true
countsApart | the ingest job uses 4 machines | the ingest job uses 32 cores | true
countsApart | the scheduler runs 2 pods | the scheduler runs 3 replicas | false
countsApart | the ingest job uses 4 machines | the ingest job uses 6 hosts | false
countsApart | the ingest job uses 4 machines | the ingest job uses 6 workers | false
Conflict | the scheduler runs 2 pods | the scheduler runs 8 threads | false
Conflict | the search cluster has 6 nodes | the search cluster has 9 nodes | true
Conflict | the scheduler runs a single replica | the scheduler runs 3 replicas | true
conversesApart | we import RailML 3.1 only | we export RailML 2.4 | true
conversesApart | the loader reads Parquet files | the loader writes CSV files | true
conversesApart | clients upload images as WebP | clients download images as JPEG | true
conversesApart | the gateway encrypts payloads with AES-128 | the gateway decrypts payloads with AES-256 | true
conversesApart | we import RailML 3.1 only | we import RailML 2.4 | false
conversesApart | the loader reads Parquet files | the loader parses CSV files | false
Conflict | we import RailML 3.1 only | we export RailML 2.4 | false
Conflict | the loader reads Parquet files | the loader writes CSV files | false
Conflict | we import RailML 3.1 only | we import RailML 2.4 | true
Conflict | the exporter writes Parquet only | the exporter writes CSV only | true
`

func TestPartsApart(t *testing.T) {
	checks := map[string]func(a, b Claim) bool{
		"keysApart": keysApart, "variantsApart": variantsApart, "totalOfEach": totalOfEach, "belowMinimum": belowMinimum,
		"countsOfContrasted": countsOfContrasted, "subcommandsApart": subcommandsApart, "scopesApart": scopesApart,
		"kindsApart": kindsApart, "countsApart": countsApart, "conversesApart": conversesApart, "Conflict": Conflict,
	}
	for _, line := range strings.Split(strings.TrimSpace(apartCases), "\n") {
		f := strings.Split(line, " | ")
		check, ok := checks[f[0]]
		if len(f) != 4 || !ok {
			t.Fatalf("bad case %q", line)
		}
		checkPairs(t, f[0], check, true, []pairCase{{f[1], f[2], f[3] == "true"}})
	}
}
