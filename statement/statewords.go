package statement

// stateWordsAbroad are the words of a switch's state and of a rule's force
// in the languages attributeWords holds, "a|b=english" entries: a setting
// said on in one language and off in another ("Dark Mode ist deaktiviert",
// "dark mode is on") meets as enabled and disabled, "obligatorio" and
// "optional" as required and optional (polar). Only words no English
// sentence spells are listed; a short word of many meanings ("açık",
// open or on; "tắt" alone) is left out.
const stateWordsAbroad = `aktiviert|eingeschaltet|activado|activada|activados|activadas|habilitado|habilitada|habilitados|habilitadas|activé|activée|activés|activées|attivato|attivata|attivati|attivate|ingeschakeld|geactiveerd|aktiverad|aktiverat|påslått|aktivert|włączony|włączona|włączone|zapnutý|zapnutá|zapnuté|zapnuto|etkin|включен|включена|включено|включены|bekapcsolva|engedélyezve|käytössä|activat|activată|đã bật|diaktifkan=enabled;
	deaktiviert|ausgeschaltet|desactivado|desactivada|desactivados|desactivadas|deshabilitado|deshabilitada|deshabilitados|deshabilitadas|désactivé|désactivée|désactivés|désactivées|disattivato|disattivata|disattivati|disattivate|uitgeschakeld|gedeactiveerd|avaktiverad|avaktiverat|avslått|deaktivert|wyłączony|wyłączona|wyłączone|vypnutý|vypnutá|vypnuté|vypnuto|devre dışı|выключен|выключена|выключено|выключены|отключен|отключена|отключено|отключены|kikapcsolva|letiltva|pois käytöstä|dezactivat|dezactivată|đã tắt|dinonaktifkan|nonaktif=disabled;
	obligatorisch|erforderlich|verpflichtend|obligatorio|obligatoria|obligatorios|obligatorias|obligatoire|obligatoires|obrigatório|obrigatória|obrigatórios|obrigatórias|obbligatorio|obbligatoria|obbligatori|obbligatorie|verplicht|obligatorisk|obligatoriskt|obowiązkowy|obowiązkowa|obowiązkowe|povinný|povinná|povinné|zorunlu|обязательно|обязательный|обязательная|обязательное|kötelező|pakollinen|obligatoriu|obligatorie|bắt buộc|wajib=required;
	opcional|opcionales|facultatif|facultative|facultatifs|facultatives|facultativo|facultativa|facoltativo|facoltativa|opzionale|opzionali|optioneel|valfri|valfritt|valgfri|valgfritt|opcjonalny|opcjonalna|opcjonalne|nepovinný|nepovinná|nepovinné|isteğe bağlı|необязательно|необязательный|необязательная|опционально|opcionális|valinnainen|opțional|opțională|tùy chọn|opsional=optional`
