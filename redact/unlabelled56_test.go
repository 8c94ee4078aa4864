package redact_test

import "testing"

// unlabelled56 are redact56's classes of a secret with no label of its own
// beside it, each with secrets that must go (several languages) and
// look-alikes in the same shape that must come out unchanged (secret "").
var unlabelled56 = []classRow{
	// The line after a request for a credential hands it over: the request
	// names the credential as what it asks for, the reply opens with a few
	// words and a colon. A request for something else (a commit, a port, a
	// policy) and a reply that says where the value is stay.
	{"RequestedReply", "> could you send me the API key for staging?\nsure: 9fK2mQ7xLp4Rt8vZ3nW6", "9fK2mQ7xLp4Rt8vZ3nW6"},
	{"RequestedReply", "> ¿me pasas la contraseña para probar?\naquí tienes: Tr1ngul0-Verde", "Tr1ngul0-Verde"},
	{"RequestedReply", "> ممكن ترسل كلمة المرور؟\nتفضل: Nile_River88", "Nile_River88"},
	{"RequestedReply", "> pw for the NAS?\nhere you go: Qm4!zR8#pL", "Qm4!zR8#pL"},
	{"RequestedReply", "> bisa kirim token nya?\nini: Zr8vKq2mLx7PwT4nB9cY", "Zr8vKq2mLx7PwT4nB9cY"},
	{"RequestedReply", "> kannst du mir das Passwort schicken?\nhier: Wx7#kLm2Qz", "Wx7#kLm2Qz"},
	{"RequestedReply", "> password batao?\nye lo: Mumbai@2024", "Mumbai@2024"},
	{"RequestedReply", "> kannst du mir den Token-Refresh-Commit schicken?\nhier: 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10", ""},
	{"RequestedReply", "> la clave del wifi porfa?\nahí va: Perro_Negro9", "Perro_Negro9"},
	{"RequestedReply", "> which commit broke the token refresh?\nhere: 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10", ""},
	{"RequestedReply", "> which port does the key server use?\nhere: 8080", ""},
	{"RequestedReply", "> can you paste the token so I can test?\nhere: it's in 1Password", ""},
	{"RequestedReply", "> can you share the password policy?\nhere: https://wiki.example.com/pw-policy", ""},
	{"RequestedReply", "> which build has the fix?\nhere: 48213", ""},
	{"RequestedReply", "> can you send the token for the nightly job?\nhere: https://vault.acme.io/ui/Kx7qPz2", ""},
	{"RequestedReply", "> can you paste the token so I can test?\nAsk.Platform-Team", ""},
	{"RequestedReply", "> can you paste the token so I can test?\nZr8vKq2mLx7PwT4nB9cY", "Zr8vKq2mLx7PwT4nB9cY"},

	// A second value whose noun is elided because the first one's label
	// serves both ("y la del router es X", "and the staging one is X"), or
	// a thing that has a code after a code. The rule reads the marker an
	// earlier pass left for the first value, so a look-alike starts with
	// one: a second value that is a host, a request id, a word, a date or
	// a count, and a clause that names its own noun, come out unchanged.
	{"SharedLabel", "la contraseña del wifi es Gato-Azul-77 y la del router es Pz8kLm2q", "Pz8kLm2q"},
	{"SharedLabel", "the prod password is Gato-Azul-77 and the staging one is Rk7pQ2vLm9", "Rk7pQ2vLm9"},
	{"SharedLabel", "a senha do wifi é Casa-Azul-55 e a do roteador é Rt5kW9mz", "Rt5kW9mz"},
	{"SharedLabel", "Der Code für das Tor ist 4471, der Briefkasten hat 0815.", "0815"},
	{"SharedLabel", "prod password: Gato-Azul-77, staging one: Wq8zLm3k", "Wq8zLm3k"},
	{"SharedLabel", "the root password is Gato-Azul-77 and for the replica it's Hn4xTr8w", "Hn4xTr8w"},
	{"SharedLabel", "le mot de passe du wifi est Soleil-Rouge-42 et pour le routeur c'est Mx9tB4wq", "Mx9tB4wq"},
	{"SharedLabel", "the wifi password is [REDACTED:password] and the hostname is router.local", ""},
	{"SharedLabel", "the prod password is [REDACTED:password] and the staging one is db-02.internal", ""},
	{"SharedLabel", "the prod password is [REDACTED:password] and the staging one is req-7f3a9c2b", ""},
	{"SharedLabel", "la contraseña del wifi es [REDACTED:password] y la del router es la misma", ""},
	{"SharedLabel", "Der Code für das Tor ist [REDACTED:pin], der Keller hat 2 Räume.", ""},
	{"SharedLabel", "the wifi password is [REDACTED:password] and the ssid is HomeNet5G", ""},
	{"SharedLabel", "the prod password is [REDACTED:password] and the staging one is unchanged", ""},
	{"SharedLabel", "the wifi password is [REDACTED:password] and the router has 2048 MB of RAM", ""},
	{"SharedLabel", "the root password is [REDACTED:password] and for the replica it's on the sticker", ""},
	{"SharedLabel", "the root password is [REDACTED:password] and for staging it's db-02.internal", ""},
	{"SharedLabel", "the wifi password is [REDACTED:password], build one: 2024-05-01", ""},

	// A value put into a field named for a credential: the field's name
	// is the label, the verb that puts it in says which word is the value.
	{"FieldPlaced", "type Anarkali_786 in the password field", "Anarkali_786"},
	{"FieldPlaced", "gib Wx7#kLm2Qz ins Passwortfeld ein", "Wx7#kLm2Qz"},
	{"FieldPlaced", "pon Tr1ngul0-Verde en el campo de contraseña", "Tr1ngul0-Verde"},
	{"FieldPlaced", "haan, Mumbai@2024 dalo password field me", "Mumbai@2024"},
	{"FieldPlaced", "type admin in the username field", ""},
	{"FieldPlaced", "type your email in the password field", ""},
	{"FieldPlaced", "type 8080 in the port field", ""},
	{"FieldPlaced", "leave the password field empty and press enter", ""},
	{"FieldPlaced", "put v2.4.1 in the version field", ""},

	// A random value after a colon whose label names a credential and then
	// says nothing but a chat's particles. A label that names something
	// else, or particles after a word that is no credential's, stay.
	{"ParticleLabel", "Token API-nya ini ya: b82ac2cbbed27e25629c0b6db97c6df444361b4d", "b82ac2cbbed27e25629c0b6db97c6df444361b4d"},
	{"ParticleLabel", "the token here: 9fK2mQ7xLp4Rt8vZ3nW6aB", "9fK2mQ7xLp4Rt8vZ3nW6aB"},
	{"ParticleLabel", "klucz API to: 9a8b7c6d5e4f30211f2e3d4c5b6a7988", "9a8b7c6d5e4f30211f2e3d4c5b6a7988"},
	{"ParticleLabel", "secret nih: Xk29vLq8Tz4mRw7pYb2n", "Xk29vLq8Tz4mRw7pYb2n"},
	{"ParticleLabel", "Il token è questo: 9fK2mQ7xLp4Rt8vZ3nW6aB", "9fK2mQ7xLp4Rt8vZ3nW6aB"},
	{"ParticleLabel", "the commit is this: 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10", ""},
	{"ParticleLabel", "the token is this: expired", ""},
	{"ParticleLabel", "commit-nya ini ya: 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10", ""},
	{"ParticleLabel", "Token fix commit ini ya: 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10", ""},
	{"ParticleLabel", "request id here: 3f2b8c1e-7a4d-4e9b-b6c2-1d0e5f8a9b73", ""},
}

func TestUnlabelled56(t *testing.T) { checkClassRows(t, unlabelled56) }
