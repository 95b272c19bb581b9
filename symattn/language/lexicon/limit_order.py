"""The order two limits are taken in, said in words: "first let t → ∞ (for fixed α), then α → 0", "α → 0 before
t → ∞", "after α → 0, let t → ∞", "zuerst …, dann …", "先令 α → 0，再令 t → ∞". The part takes its own limits
(α → 0) before the answer's scale goes to ∞; language/limit_order.py reads which of two limits the words put first.

LIMIT_FIRST puts the limit of its own clause first ("first let t → ∞", "let α → 0 first", "α → 0 を先に"); LIMIT_THEN
and LIMIT_BEFORE, between two limits, put the one before them first; LIMIT_AFTER between two limits puts the one
after it first ("t → ∞ after α → 0"), and before both the one it opens ("after α → 0, …"). In Chinese, Japanese and
Korean "before" and "after" follow the limit they speak of: LIMIT_BEFORE makes that one the later ("t → ∞ の前に",
"t → ∞ を後に"), LIMIT_AFTER the earlier ("α → 0 之后", "α → 0 후에"). HELD_FIXED holds the name it is said with
while the other limit is taken ("for fixed α, t → ∞": t first).
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LIMIT_FIRST", "en", ["first", "firstly", "first of all", "to begin with"],
          examples=["First let t → ∞, then α → 0", "let α → 0 first"]),
    entry("LIMIT_FIRST", "de", ["zuerst", "zunächst", "erst"], examples=["zuerst α → 0, dann t → ∞"]),
    entry("LIMIT_FIRST", "fr", ["d'abord", "d' abord", "en premier", "tout d'abord"],
          examples=["on fait d'abord α → 0, puis t → ∞"]),
    entry("LIMIT_FIRST", "es", ["primero", "en primer lugar"], examples=["primero α → 0 y luego t → ∞"]),
    entry("LIMIT_FIRST", "it", ["prima", "per prima cosa"], examples=["prima α → 0, poi t → ∞"]),
    entry("LIMIT_FIRST", "pt", ["primeiro", "primeiramente"], examples=["primeiro α → 0, depois t → ∞"]),
    entry("LIMIT_FIRST", "ru", ["сначала", "сперва"], examples=["сначала α → 0, потом t → ∞"]),
    entry("LIMIT_FIRST", "zh", ["先", "首先"], examples=["先令 α → 0，再令 t → ∞"]),
    entry("LIMIT_FIRST", "ja", ["まず", "先に"], examples=["まず α → 0 とし、次に t → ∞"]),
    entry("LIMIT_FIRST", "ko", ["먼저", "우선"], examples=["먼저 α → 0, 그 다음 t → ∞"]),
    entry("LIMIT_THEN", "en", ["then", "and then", "afterwards", "after that", "subsequently", "next", "only then"],
          examples=["First let t → ∞, then α → 0", "α → 0 and afterwards t → ∞"]),
    entry("LIMIT_THEN", "de", ["dann", "danach", "anschließend", "erst dann"], examples=["zuerst α → 0, dann t → ∞"]),
    entry("LIMIT_THEN", "fr", ["puis", "ensuite", "après quoi"], examples=["on fait d'abord α → 0, puis t → ∞"]),
    entry("LIMIT_THEN", "es", ["luego", "después", "a continuación", "y luego"],
          examples=["primero α → 0 y luego t → ∞"]),
    entry("LIMIT_THEN", "it", ["poi", "dopo", "in seguito", "successivamente"], examples=["prima α → 0, poi t → ∞"]),
    entry("LIMIT_THEN", "pt", ["depois", "em seguida", "então"], examples=["primeiro α → 0, depois t → ∞"]),
    entry("LIMIT_THEN", "ru", ["потом", "затем", "после этого"], examples=["сначала α → 0, потом t → ∞"]),
    entry("LIMIT_THEN", "zh", ["再", "然后", "之后", "接着"], examples=["先令 α → 0，再令 t → ∞"]),
    entry("LIMIT_THEN", "ja", ["次に", "その後", "それから"], examples=["まず α → 0 とし、次に t → ∞"]),
    entry("LIMIT_THEN", "ko", ["그 다음", "그다음", "그 후", "다음에"], examples=["먼저 α → 0, 그 다음 t → ∞"]),
    entry("LIMIT_BEFORE", "en", ["before", "prior to", "ahead of"], examples=["α → 0 before t → ∞"]),
    entry("LIMIT_BEFORE", "de", ["vor", "bevor"], examples=["α → 0 bevor t → ∞"]),
    entry("LIMIT_BEFORE", "fr", ["avant", "avant que"], examples=["α → 0 avant t → ∞"]),
    entry("LIMIT_BEFORE", "es", ["antes de", "antes que"], examples=["α → 0 antes de t → ∞"]),
    entry("LIMIT_BEFORE", "it", ["prima di", "prima che"], examples=["α → 0 prima di t → ∞"]),
    entry("LIMIT_BEFORE", "pt", ["antes de", "antes que"], examples=["α → 0 antes de t → ∞"]),
    entry("LIMIT_BEFORE", "ru", ["до", "перед", "прежде чем"], examples=["α → 0 до t → ∞"]),
    entry("LIMIT_BEFORE", "zh", ["之前", "以前"], examples=["α → 0 在 t → ∞ 之前"]),
    # "X を後に (取る)": X later, as "X の前に" is before X: the other limit first
    entry("LIMIT_BEFORE", "ja", ["前に", "より先に", "を後に", "を後で", "は後で", "をあとで"],
          examples=["t → ∞ の前に α → 0", "α → 0 を先に、t → ∞ を後に取る"]),
    entry("LIMIT_BEFORE", "ko", ["전에", "보다 먼저"], examples=["t → ∞ 전에 α → 0"]),
    entry("LIMIT_AFTER", "en", ["after", "once"], examples=["t → ∞ after α → 0", "after α → 0, let t → ∞"]),
    entry("LIMIT_AFTER", "de", ["nach", "nachdem"], examples=["t → ∞ nachdem α → 0"]),
    entry("LIMIT_AFTER", "fr", ["après", "après que", "une fois"], examples=["t → ∞ après α → 0"]),
    entry("LIMIT_AFTER", "es", ["después de", "tras", "una vez"], examples=["t → ∞ después de α → 0"]),
    entry("LIMIT_AFTER", "it", ["dopo che", "una volta"], examples=["t → ∞ dopo che α → 0"]),
    entry("LIMIT_AFTER", "pt", ["depois de", "após", "uma vez"], examples=["t → ∞ depois de α → 0"]),
    entry("LIMIT_AFTER", "ru", ["после", "после того как"], examples=["t → ∞ после α → 0"]),
    entry("LIMIT_AFTER", "zh", ["之后再", "以后"], examples=["α → 0 以后 t → ∞"]),
    entry("LIMIT_AFTER", "ja", ["の後で", "のあとで", "の後に", "のあとに"], examples=["α → 0 の後に t → ∞"]),
    entry("LIMIT_AFTER", "ko", ["후에", "다음에야"], examples=["α → 0 후에 t → ∞"]),
    entry("HELD_FIXED", "en", ["for fixed", "for a fixed", "for any fixed", "for each fixed", "for every fixed",
                               "fixed", "held fixed", "kept fixed", "keeping", "holding"],
          examples=["t → ∞ for fixed α", "with α held fixed, t → ∞"]),
    entry("HELD_FIXED", "de", ["bei festem", "bei fester", "für festes", "für feste", "fest", "festgehalten"],
          examples=["t → ∞ bei festem α"]),
    entry("HELD_FIXED", "fr", ["à fixé", "fixé", "fixe", "pour fixé"], examples=["t → ∞ avec α fixé"]),
    entry("HELD_FIXED", "es", ["fijo", "fija", "para fijo", "con fijo"], examples=["t → ∞ con α fijo"]),
    entry("HELD_FIXED", "it", ["fisso", "fissato", "fissata"], examples=["t → ∞ con α fisso"]),
    entry("HELD_FIXED", "pt", ["fixo", "fixado", "fixa"], examples=["t → ∞ com α fixo"]),
    entry("HELD_FIXED", "ru", ["при фиксированном", "фиксированном", "фиксированного"],
          examples=["t → ∞ при фиксированном α"]),
    entry("HELD_FIXED", "zh", ["固定", "保持不变"], examples=["固定 α，令 t → ∞"]),
    entry("HELD_FIXED", "ja", ["固定して", "を固定し", "固定"], examples=["α を固定して t → ∞"]),
    entry("HELD_FIXED", "ko", ["고정하고", "고정한", "고정"], examples=["α를 고정하고 t → ∞"]),
)
