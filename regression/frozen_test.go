package regression

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// frozenSets are the held-out test parts under testdata/frozen: each was
// written by someone who had not read the code it scores, from the task's
// description alone, and committed before that code changed. Nothing is ever
// tuned on them, so an edit would turn a held-out figure into a tuned one:
// their SHA-256s are pinned here and in BENCHMARKS.md.
var frozenSets = map[string]string{
	"recall/memories.jsonl":                      "2aef7d8a782777a6dbfc045c9b6e89a5aaaddb57752ea4d08457a98fb030f9bc",
	"recall/queries.jsonl":                       "841ccf12a1003e41d6c004cff6be869e646681e492006d7111f22174c1efbfb8",
	"contradictions/contradictions-frozen.jsonl": "9255445bb31715ec9451087b7ba23b0bc65d35bf13ebff6c365590a28a0254e1",
	"gate/gate-frozen.jsonl":                     "dd93575aaf6f1cfaa942507c23406e9f701762c1b01bd062628d4c2c32ff1966",
	"secrets/secrets-frozen.jsonl":               "448761d7feb2e5a945c50faa2dcd598ea4494c40974ec17521815f62ac242375",
}

func TestFrozenSetsUnchanged(t *testing.T) {
	checkPinned(t, "testdata/frozen", frozenSets, "a held-out set is never edited")
}

// checkPinned fails for each file of pins, under dir from the repo's
// root, whose SHA-256 is not the one pinned; why says what the pin guards.
func checkPinned(t *testing.T, dir string, pins map[string]string, why string) {
	t.Helper()
	for name, want := range pins {
		b, err := os.ReadFile(filepath.Join("..", dir, name))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("%s changed: sha256 %s, pinned %s; %s", filepath.ToSlash(filepath.Join(dir, name)), got, want, why)
		}
	}
}

// checkHalves are the test parts of the labelled sets this repo keeps beside
// the code it tunes: each blind set was split into a studied half, which
// rounds may read, and a check half, whose rows no test logs and no round
// reads. A check half scores rules fitted to its studied twin, so an edit
// would make its figure a tuned one: their SHA-256s are pinned here.
var checkHalves = map[string]string{
	"capture/testdata/gate-fresh-10-check.jsonl":            "c1f01a43ea3f0fbc390aee6071d1db60609b237a9f6e019c354f837b8d6d962e",
	"capture/testdata/gate-fresh-11-check.jsonl":            "49e83ab883f1bab9d01d6c9e2531411a352b8613b57c6ff4d3df71412f9810f1",
	"capture/testdata/gate-fresh-12-check.jsonl":            "b9923aff393493122bcdea862d3eb65e5ad4da188fbe93e2c33f1635ef520796",
	"capture/testdata/gate-fresh-13-check.jsonl":            "d7c5ad66c2195ee6edd355009b7872e84638b79130d8d51c9aa562995f26c086",
	"capture/testdata/gate-fresh-14-check.jsonl":            "401c0ad317fe874e9de3700ad2ebb033f18e30b1e4d5edbf259fe857b038c1bc",
	"capture/testdata/gate-fresh-15-check.jsonl":            "56591fa8e32868bfb645e6c4efae82d2943c5f7cda09aae12d723222394974c4",
	"capture/testdata/gate-fresh-16-check.jsonl":            "8adf668a76e3611715b1b0bbd2f195bcee18a4469e4da2564e8b42a3425322e8",
	"capture/testdata/gate-fresh-17-check.jsonl":            "c6fe474c7d10b34a964d06d47b52d17241790f42f635ddd2068c58a423aaed1a",
	"capture/testdata/gate-fresh-18-check.jsonl":            "6a1e13bab5baae26c0af0315c9160804027c4441ee97c39443af1284657c5a71",
	"capture/testdata/gate-fresh-19-check.jsonl":            "dc0b7a9a8de4274046fab535e9f6863551a53673dee65bd621eff24979b97f68",
	"capture/testdata/gate-fresh-20-check.jsonl":            "250e8ff53c11345f053aa5b336034b53d55388c39a85f140aa7e1aece43c785d",
	"capture/testdata/gate-fresh-21-check.jsonl":            "c559ec5c1f59639fb0c5e1ed1d350230eb86e4f6cd89e8ead930a4805a8b11ad",
	"capture/testdata/gate-fresh-22-check.jsonl":            "c4a57008f6c44655ac633c1f80f4dffdb7814b4ccabc28f662dc4df431e7770a",
	"capture/testdata/gate-fresh-23-check.jsonl":            "1c5862f5bb443b11c77cb822f727f4c84a7d6fc74986b4b1e259b545a45a2849",
	"capture/testdata/gate-fresh-24-check.jsonl":            "416ff0e3afbfa602074c473ccef4c5889e928f498009f05680270b281373261f",
	"capture/testdata/gate-fresh-25-check.jsonl":            "f72008ecaf44eb9e995c7ed17c852674ba5780dbedf717e51537c831ab9efb89",
	"capture/testdata/gate-fresh-2-check.jsonl":             "729010e25e9a9d67f8c83558b79d8ff300441d7d3d0122be45a71113a8c2edc0",
	"capture/testdata/gate-fresh-3-check.jsonl":             "58920cbd3111724ee1f80bfc0d6bee7c275df11c0cf561b9127f73ce183d41c0",
	"capture/testdata/gate-fresh-4-check.jsonl":             "1ac13cb7ba6ef28424e836c6c9583b898286e264504106966077a7bad85accc5",
	"capture/testdata/gate-fresh-5-check.jsonl":             "d8a1b5c0a47d80f5bc01e399af566c9e232dd6f5c1aeeead025c53b69a531662",
	"capture/testdata/gate-fresh-6-check.jsonl":             "7cb29035819cf054e605d9e335ef5e25e4113653583a98b8278abe4d810804ff",
	"capture/testdata/gate-fresh-7-check.jsonl":             "3a2e7dbcef7efab90b1931a8ff67bfbcaf20a7cfe687d475ca6b5454509d41ad",
	"capture/testdata/gate-fresh-8-check.jsonl":             "c71f2ad8f960c7bd9bbbe801b61ca66c606a9371553aa584ce0e9eecdf070544",
	"capture/testdata/gate-fresh-9-check.jsonl":             "7b7adaa63220a0d9f1991dcf99480a3ae8a5f6b51d1c076f403ff27018ef156c",
	"feedback/testdata/contradictions-fresh-10-check.jsonl": "394e4dce8d915fdd8c941f6f18e61f537236e7e7861233ddd5675fa556b11ad4",
	"feedback/testdata/contradictions-fresh-11-check.jsonl": "1c323316ccb3f935bf29133ff057951c2e9c07fc2ef9966df2e78c57a2848651",
	"feedback/testdata/contradictions-fresh-12-check.jsonl": "85cdc21e045a4a6c9b2003c965516d7ca3d8b18992027c023f9f733ea3f43cdc",
	"feedback/testdata/contradictions-fresh-13-check.jsonl": "0ce7dcdd4d3ee7697c30095da65baecea833e0b7476b7a2d7885fb2277c0d146",
	"feedback/testdata/contradictions-fresh-14-check.jsonl": "3eb5868b7af5dec7249bec65de01491974fd51aec15f96533a709f20b13562b3",
	"feedback/testdata/contradictions-fresh-15-check.jsonl": "a8fb269300f0504f7a5423eed724ad87ab222e1a9f34621732d9979cfcc4b808",
	"feedback/testdata/contradictions-fresh-16-check.jsonl": "a5585600ee505c588f8c60cb2ec96f20cb2fee954dd5c51987a6482081310015",
	"feedback/testdata/contradictions-fresh-17-check.jsonl": "359c7513138d17c4d5791afbd46c6c4cdf6f296c85c1a49393ad34f02c9e655e",
	"feedback/testdata/contradictions-fresh-18-check.jsonl": "0a05637e12e227083021221601100b84821924e240e2afa9761a90d167c7e2ff",
	"feedback/testdata/contradictions-fresh-19-check.jsonl": "6ea10d1ab2b4ae0513ec0a47b043c6a82f999079a4d756ac0a30207753bf9c65",
	"feedback/testdata/contradictions-fresh-20-check.jsonl": "3fea619d12151421e40735a2a6f676b5a1f37980ea25df3cf6df10040115f3d0",
	"feedback/testdata/contradictions-fresh-21-check.jsonl": "420708e797fba13b2e6cefed6039d3902105b794d23a7ffd7913c42353b4217e",
	"feedback/testdata/contradictions-fresh-22-check.jsonl": "1e9ace072d87ef74ca7dbb18f03d0434edb9603db1e90a041a0c99cb0f106971",
	"feedback/testdata/contradictions-fresh-23-check.jsonl": "6c185c8c3ab96f631b9fb54bba3f2cbc997d4a1267f4b5d142749ec38b6ec18d",
	"feedback/testdata/contradictions-fresh-24-check.jsonl": "5d04b68c765cd7655bc4a6c90f51ffece5f7ff0c752f6d0b1c0e5fba0e0db5d7",
	"feedback/testdata/contradictions-fresh-25-check.jsonl": "1a0c6d49e3c1f31ddf55f59f2a1f4a0b9f0ea45f96ef64393f3b9214973ac6a2",
	"feedback/testdata/contradictions-fresh-26-check.jsonl": "a548488a7678cda1bc9ded760b570ddcf7f7e2a59ba93a1ba75b15af874dfdac",
	"feedback/testdata/contradictions-fresh-27-check.jsonl": "de374f66b01236db9aab0e13e5f5217891e7ee94041492d9325c57b577d3e41c",
	"feedback/testdata/contradictions-fresh-3-check.jsonl":  "c3ce6e1b7d7f83143b18ee7584ab5c8f9db2814404e6845a7ade85a95c02884e",
	"feedback/testdata/contradictions-fresh-4-check.jsonl":  "e6ccba762e8e0f7994d265d508129645ef8c07d30dc7fba0f0e3b4d4cf3c93be",
	"feedback/testdata/contradictions-fresh-5-check.jsonl":  "8408d7da2433d81f01dd979d8077c09aba90a5bdf7ef54b2f676cfeb80f27f2f",
	"feedback/testdata/contradictions-fresh-6-check.jsonl":  "b8d09d002fcc33fc015c9fd271340a9117413787f08beb3d9a644eec841b8f90",
	"feedback/testdata/contradictions-fresh-7-check.jsonl":  "75056a4ba2cc510c30e1585c2bf729eaf2a4dcc3efdb0dcc77a8ab6375d0c1b2",
	"feedback/testdata/contradictions-fresh-8-check.jsonl":  "02a21c57b354f1e949a2039c2b7d661e0347a83fa33f23a39362dee84b106ad6",
	"feedback/testdata/contradictions-fresh-9-check.jsonl":  "677dca2f1b3211760091548b5b2ce7d110a46b20f2ad1b9707da51681848b82c",
	"redact/testdata/secrets-fresh-10-check.jsonl":          "fa1abdf19139665a5b4422124a9baa6cc3b52ed0967697dc90fdcd35d96822ca",
	"redact/testdata/secrets-fresh-11-check.jsonl":          "6f52a38d202c1a56932316f116ab6401d2124cf01776cda4f71f7f226cba96ef",
	"redact/testdata/secrets-fresh-12-check.jsonl":          "eede2720df40e130655d641da9f81fcd826df69f0fad0dc31839405b254ea932",
	"redact/testdata/secrets-fresh-13-check.jsonl":          "827ee4d883e405e1c3e3c8a6f9b14cd57958a4054d7a61066dee3c0999e6f57f",
	"redact/testdata/secrets-fresh-14-check.jsonl":          "f277cfef5ec81d0266c6a066f3f674b443759c382d9147b016aa0028369c14da",
	"redact/testdata/secrets-fresh-15-check.jsonl":          "49d3a7594bf28e7ccaa2d0b8399eafabb06d9f5eafff3d72d4a220ab0590a760",
	"redact/testdata/secrets-fresh-16-check.jsonl":          "5a337bcb7f8f7e910a562a4d47a9644cc0d74b0908373ea8e345b7ebacc7ea22",
	"redact/testdata/secrets-fresh-17-check.jsonl":          "4cd843c6e0e20ecdf7f73e7a6320d585bb96c3b8b2d002efa32bd5311939a84f",
	"redact/testdata/secrets-fresh-18-check.jsonl":          "df1fb7f48c84cf5801d2be1a022cfe7825d3f4284ea9c8d546f42b129d316f1d",
	"redact/testdata/secrets-fresh-19-check.jsonl":          "ed4a31961bc02ad19cbd1f0a580a62be49ded244fb51eaf6c6ad061e0987171f",
	"redact/testdata/secrets-fresh-20-check.jsonl":          "6577e76382deaf34e72c475b1a33671b56f86eff21fff0a8065dd5af30ebc7a2",
	"redact/testdata/secrets-fresh-21-check.jsonl":          "b1cfe522c504bcc147b6fdb1d2c535470f909c9573e99420f7b048bc83d73292",
	"redact/testdata/secrets-fresh-22-check.jsonl":          "1ec332d1c4e4180150fb4356a97b684e9c55b85b85aae1a73d178aa181b452a4",
	"redact/testdata/secrets-fresh-23-check.jsonl":          "1b2e197de44ffc4c4fad3353aa7be06b3bee8940a6c1ec8ca54cc23c6aef1c6f",
	"redact/testdata/secrets-fresh-24-check.jsonl":          "b093550be6beee856bc336de3c8cee8d8c8d6439b50a77241099e07b948bbb0d",
	"redact/testdata/secrets-fresh-25-check.jsonl":          "e5b57d0616097a5d9af26a48e7d27bb08fd044c90cd32a8155c91bd8b559f701",
	"redact/testdata/secrets-fresh-26-check.jsonl":          "464668ffb1646e1b68026fce75d8105a9304784b4f5ce77832260a94a8ec3ee7",
	"capture/testdata/gate-fresh-26-check.jsonl":            "6f7c4009492f4565419581cdb1bd02f0d18b20955566684bcf0a6bb889553106",
	"feedback/testdata/contradictions-fresh-28-check.jsonl": "0dc24aecabb4328860fc79f03e81840aa0eeb33a0bf2c93023e057e4c297179c",
	"feedback/testdata/contradictions-stores-1-check.jsonl": "209d35b253c844960b85116b323fd0e5443a66b364aec3b04696cd195a72e202",
	"capture/testdata/gate-fresh-27-check.jsonl":            "24cdbbe4c18ffccefde8f24d91a75370308fee911f9a1db175d4a04703a2cd7c",
	"feedback/testdata/contradictions-fresh-29-check.jsonl": "32c57276fa97c3fe971fba6c76222f48e7be76b0360137701035bd241debdb8e",
	"feedback/testdata/contradictions-stores-2-check.jsonl": "39a5d3db2ee6a8f402803fd2c837ca98dabe12eb2d0f04711abf6cbcdb76be0f",
	"redact/testdata/secrets-fresh-28-check.jsonl":          "5177bf4298bc7d90751c049588c6a04e8c7062df037f11aaa47ce3dca85974e0",
	"capture/testdata/gate-fresh-28-check.jsonl":            "3bb7553ecdf32a0bc3bafbcd85b897e28beb88ebaeafb86bf7471072e388d2e1",
	"feedback/testdata/contradictions-fresh-30-check.jsonl": "f7cc95eb57c532eb3c9ad63e6c35ac3968b88d8f024bef24e822ef7cac721a98",
	"feedback/testdata/contradictions-stores-3-check.jsonl": "8c2b81bb2765acef972c81cb79a63678877a5e1e607836d4218231c2a672ec7a",
	"redact/testdata/secrets-fresh-29-check.jsonl":          "728aaeedd408709942a3251d776d3366906eaec327daf8a0b5d3169ce069471e",
	"capture/testdata/gate-fresh-29-check.jsonl":            "93f8e3996d58eeab2a20360e93b2af41578f44b83dc30e3287f951ebefa1d52b",
	"feedback/testdata/contradictions-fresh-31-check.jsonl": "8e15418e2ef3352ed50bc6c7d92b341c898ba169b525cb26fb482361a927e365",
	"redact/testdata/secrets-fresh-30-check.jsonl":          "f66fa7257a7e815b08d1a39e421722904386683a5c1a60f013024673b1406fc2",
	"capture/testdata/gate-fresh-30-check.jsonl":            "38cea031c3be4d99d13751dc71697b069f97910a79ffe1b7662cac2c9550bbfa",
	"feedback/testdata/contradictions-fresh-32-check.jsonl": "172a2eb0bde1995b5d0f90686f3abce9adc7c11be4bd8628ecc8991474989604",
	"redact/testdata/secrets-fresh-31-check.jsonl":          "d5872923ac3956201ba261ead0a8ace3e8ff348b159c10f0fe1b36bd914c1f43",
	"capture/testdata/gate-fresh-31-check.jsonl":            "d26b098d7b0083a19705a7ac265806f52ceb89e26559f8f2a2a27ad10ce7f1de",
	"feedback/testdata/contradictions-fresh-33-check.jsonl": "117c5a3ae466fe2e3d5c1751946cb927678b9b39f56aaf79fff71fa0494bf20c",
	"redact/testdata/secrets-fresh-32-check.jsonl":          "6a34e218d33868bf054d3fef4bcc0bbd4abaacc91c6e6534351eeae05ef5fe4c",
	"capture/testdata/gate-fresh-32-check.jsonl":            "cec40c7d9628fef4a8232fdcc4193d5f9ca850de5f52384f384d64c56fd7d851",
	"feedback/testdata/contradictions-fresh-34-check.jsonl": "1c0cea45989aaca74bfe88a7592fe2c223e78f863e3e1ddc19f9398da7bb4b3e",
	"redact/testdata/secrets-fresh-33-check.jsonl":          "59350560943d06502d902bfb4bb44f4a671ae02a72c327916abe3cb375f71eb8",
	"capture/testdata/gate-fresh-33-check.jsonl":            "33fe9d4457de4ada7b50e3ab3b3f0b2e6b9f6e3d9a85734c60d8e2f790b760f7",
	"feedback/testdata/contradictions-fresh-35-check.jsonl": "e7b1179be475ff4a73d8ad46612ad0f8237c574594cdf90aab9f517a8d813f94",
	"redact/testdata/secrets-fresh-34-check.jsonl":          "20b481e39f322561f8bed839546f48c87cf333ec90d47b15dd03e170c8e6b675",
	"redact/testdata/secrets-fresh-27-check.jsonl":          "8dc1987f91483a61535517e23a03a1b76cd00271118b562d44f97342a1aa1229",
	"redact/testdata/secrets-fresh-2-check.jsonl":           "c3463e17f4da2c031f03f2b501d7a29f3a3195539387c40155dc4843d997007b",
	"redact/testdata/secrets-fresh-3-check.jsonl":           "90ebbacbbe17792c62503dd37b663516fb2482acefadf45fae58f34ad1b5f636",
	"redact/testdata/secrets-fresh-4-check.jsonl":           "7c225b967d0f03f841518893316d5b91c5e223de3c38288bddeffaf91d150a23",
	"redact/testdata/secrets-fresh-5-check.jsonl":           "d1f58f40839aeeb25ed116c64b271fdad976c7bf27b320b28cdf475188c669c1",
	"redact/testdata/secrets-fresh-6-check.jsonl":           "180de96b259cef2a6435fcfcd85f4226ebdd247519c8b0c8bb6240e75f2abf34",
	"redact/testdata/secrets-fresh-7-check.jsonl":           "ddc1d0b02c9b77295f937de4eb3f66f3d7b3b8e4b430127c21069ff7f2440523",
	"redact/testdata/secrets-fresh-8-check.jsonl":           "b2fcd1f8598bb44f4e59354ddfbb15c692970340d1f1501037cc1e3614130aa8",
	"redact/testdata/secrets-fresh-9-check.jsonl":           "0aa95efbc4761b2a3f138f3829bafed6f231a39093dafea7052cca3680e9345d",
}

func TestCheckHalvesUnchanged(t *testing.T) {
	checkPinned(t, ".", checkHalves, "a check half is never edited")
}

// TestEveryCheckHalfPinned keeps the pins complete: a check half added
// without its SHA-256 would be open to edits nobody sees.
func TestEveryCheckHalfPinned(t *testing.T) {
	found, err := filepath.Glob(filepath.Join("..", "*", "testdata", "*-check.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(found) == 0 {
		t.Fatal("no check halves found under */testdata")
	}
	for _, path := range found {
		name := filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator)))
		if _, ok := checkHalves[name]; !ok {
			t.Errorf("%s has no pinned SHA-256 in checkHalves", name)
		}
	}
}
