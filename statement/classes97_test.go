package statement

import "testing"

// TestToolInTwoRoles: one tool doing two jobs, one of them moved off it,
// is no clash of the other ("switched the Celery broker from Redis to
// RabbitMQ", "Redis stays as the Django cache"); the same job moved, or
// the tool named with no job, still clashes.
func TestToolInTwoRoles(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"switched the celery broker from redis to RabbitMQ after the lost-tasks incident", "Redis stays as the Django cache backend (db 1)", false},
		{"we moved the Sidekiq queue from Redis to SQS last quarter", "Redis is the Rails cache store", false},
		{"moved full-text search from Postgres to Elasticsearch", "Postgres is the primary database, with a cache in Redis", false},
		{"sessions moved from Redis to DynamoDB", "Redis is used for rate limiting (the throttle middleware)", false},
		{"the cache moved from Memcached to Redis", "Redis also holds the distributed locks", false},
		// look-alikes: one job both name, or no job named
		{"switched the celery broker from redis to RabbitMQ", "Celery uses Redis as its broker", true},
		{"we moved caching from Redis to Memcached", "Redis is the Django cache backend", true},
		{"the cache is Memcached, not Redis", "Redis is our cache", true},
		{"sessions moved from Redis to DynamoDB", "session data lives in Redis", true},
	})
}

// TestEngineOnCloud: a database, cache or search engine a thing uses and
// the cloud it runs in are two layers, both true; two engines, or two
// clouds, of one thing still clash.
func TestEngineOnCloud(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Backend: Ktor + Exposed on Postgres.", "Backend runs in GCP asia-southeast2 (Jakarta).", false},
		{"the API keeps its data in MySQL", "the API runs on AWS in eu-west-1", false},
		{"sessions live in Redis", "sessions are served from Azure", false},
		{"product search is Elasticsearch", "product search runs on GCP", false},
		{"Worker: Celery + Redis.", "Worker runs on Azure (West Europe).", false},
		{"API: FastAPI on MongoDB.", "API runs in AWS us-east-1.", false},
		// look-alikes: one layer said twice
		{"Backend: Ktor + Exposed on Postgres.", "the backend stores everything in MySQL", true},
		{"the API runs on AWS in eu-west-1", "the API runs on GCP", true},
		{"product search is Elasticsearch", "product search is Algolia", true},
	})
}

// TestBanInsideTool: a ban on a thing used inside a language or framework
// ("don't use `any` in TypeScript") bans the thing, not the tool it is
// used in; the tool banned itself, a thing banned with no place, or a ban
// on where a thing is kept still clash.
func TestBanInsideTool(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"don't use `any` in TypeScript, eslint fails the build", "Next.js 14 (app router), TypeScript, deployed on Vercel.", false},
		{"never use `unsafe` blocks in Rust code", "the CLI is written in Rust", false},
		{"don't use raw SQL in Django views", "the admin is a Django app", false},
		{"never call setState in React render functions", "the dashboard UI is React 18", false},
		{"don't import lodash in Vue components", "the storefront is built with Vue", false},
		// look-alikes: the tool banned, the thing banned, a place to keep it
		{"don't use TypeScript", "the app is written in TypeScript", true},
		{"don't use raw SQL in Django views", "views use raw SQL for the reports", true},
		{"don't put sessions in Redis, we keep them in Postgres", "Session data lives in Redis.", true},
		{"don't deploy in AWS", "we deploy in AWS", true},
	})
}
