"""German."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "de", ["groß*", "gross*", "gegen unendlich", "unendlich*", "riesig*", "sehr groß*"],
          examples=["t sehr groß", "t gegen unendlich", "für großes t"], counterexamples=["t klein"]),
    entry("VAGUE", "de", ["mäßig|einigermaßen|relativ|halbwegs|moderat|mittelmäßig groß*", "nicht zu groß*",
                          "groß* aber nicht zu groß*?"],
          examples=["t mäßig groß", "t relativ groß", "t nicht zu groß"]),
    entry("SMALL", "de", ["klein*", "gegen null|0", "nahe null|0", "nahe an null", "winzig*", "vernachlässigbar*"],
          examples=["t klein", "t gegen 0", "für kleines t"]),
    entry("LARGE_NEGATIVE", "de", ["sehr|stark negativ*"], examples=["t sehr negativ"]),
    entry("NEGATIVE_SIGN", "de", ["negativ*"], examples=["t negativ"]),
    entry("BOUNDED", "de", ["beschränkt*", "fest", "fix*", "konstant*", "endlich*"], examples=["t fest"]),
    entry("MUCH_GREATER", "de", ["viel|weit|deutlich|wesentlich größer|grösser als", "sehr viel größer|grösser als"],
          examples=["t viel größer als 1"]),
    entry("MUCH_LESS", "de", ["viel|weit|deutlich|wesentlich kleiner als"], examples=["t viel kleiner als 1"]),
    entry("GREATER", "de", ["größer|grösser|mehr als", "mindestens", "über"], examples=["t größer als 0"]),
    entry("LESS", "de", ["kleiner|weniger als", "höchstens", "unter"], examples=["t kleiner als 1"]),
    entry("NEAR_VALUE", "de", ["etwa", "ungefähr", "in der größenordnung von"], examples=["t etwa 100"]),
    entry("INTENSIFIER", "de", ["verschwindend", "sehr", "extrem", "ziemlich", "genügend", "hinreichend", "unendlich"],
          examples=["t sehr klein"]),
    entry("NEGATION", "de", ["nicht", "kein*", "nie"], examples=["t nicht groß"]),
    entry("HYPOTHESIS", "de", ["wenn", "falls", "angenommen", "zum beispiel"], examples=["wenn t klein ist"]),
    entry("ALTERNATIVE", "de", ["oder", "auch"], examples=["oder q = 2t(k_a + k_b)"]),
    entry("COMMIT", "de", ["wir wählen", "wähle", "sei", "setze", "nehmen wir", "nimm", "nehme", "wir nehmen", "setzen wir"],
          examples=["wir wählen q = …", "Nimm X = −Φ"]),
    entry("MOOD_BREAK", "de", ["also", "daher", "somit", "aber", "jedoch", "dann"], examples=["also q = …"]),
    entry("CONDITION", "de", ["wenn", "falls", "angenommen", "sofern", "im Fall|Falle", "für den Fall",
                              "der|den Spezialfall|Sonderfall", "im Spezialfall|Sonderfall"],
          examples=["falls η > 0", "wie im Fall w = 0", "der Spezialfall w = 0 liefert q = t k_1"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "de", ["nähert sich", "ist ungefähr", "ist etwa", "ist näherungsweise", "strebt gegen", "konvergiert gegen", "geht gegen"], examples=["c_2 ist ungefähr u_a", "c_2 strebt gegen u_a"]),
    entry("APPROXIMATELY", "de", ["nähert sich", "ist ungefähr", "ist etwa", "ist näherungsweise", "strebt gegen", "konvergiert gegen", "geht gegen"], examples=["c_2 ist ungefähr u_a", "c_2 strebt gegen u_a"]),
    entry("EQUALS_WORDS", "de", ["ist gleich", "gleicht"], examples=["c_2 ist gleich u_a"]),
    entry("WEIGHT_NOUN", "de", ["Gewichte", "Aufmerksamkeitsgewichte", "Softmax-Gewichte"], examples=["bezeichne mit p_i die Gewichte"]),
    entry("NAMING", "de", ["bezeichne", "bezeichnen", "seien", "sei"], examples=["bezeichne mit p_i die Gewichte"]),
    entry("TOWARD", "de", ["gegen"], examples=["c strebt gegen v_a für η > 0 und gegen v_b für η < 0"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "de", ["für alle|jedes|jeden|beliebige|beliebiges"], examples=["für alle t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "de", ["ist dasselbe wie", "ist gleichbedeutend mit", "d.h", "das heißt", "mit anderen Worten"], examples=["d.h. Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "de", ["nur wenn|für|falls", "genau dann wenn"], examples=["cos(m) = 1 nur wenn m ∈ 2πℤ"]),
)
ENTRIES += (
    entry("GOAL", "de", ["wir wollen", "wir möchten", "wir brauchen", "wir benötigen", "wir suchen", "wir wünschen",
                         "wir wollen|möchten|brauchen ,? dass", "gesucht ist|sind", "gewünscht ist|sind",
                         "so ,? dass", "sodass", "das ziel ist", "ziel ist", "es soll", "es sollte"],
          examples=["Wir wollen v_1 = u_b", "wir möchten, dass c_2 ≈ u_b", "sodass c_2 ≈ u_b"],
          counterexamples=["es gilt v_1 = u_b"]),
    entry("NECESSARY", "de", ["das|dies|dafür würde|bräuchte erfordern|benötigen|voraussetzen",
                              "das|dies|was erfordert|erfordern|benötigt|voraussetzt",
                              "erfordert", "erfordern", "bräuchte man", "müsste", "müssten", "bräuchten wir", "wäre nötig|notwendig", "nur wenn|falls", "notwendig*"],
          examples=["das erfordert t_1 = t_2", "dies würde cos(t_1 − t_2) = 1 erfordern"]),
    entry("MOOD_JOINT", "de", ["und", "während", "sowie", "und dass"],
          examples=["angenommen s_j = s und s_i = 0", "wir wollen v_1 = u_b und v_3 = u_b − u_c"],
          counterexamples=["also", "dann"]),
    entry("KEYS_CHOSEN", "de", ["die|den|diese|diesen beiden|zwei gewählten|ausgewählten|gewählte|ausgewählte? "
                                "schlüssel|schlüsseln|keys",
                                "beide schlüssel|keys"],
          examples=["für die beiden gewählten Schlüssel gilt", "für beide Schlüssel"]),
    entry("KEYS_LISTED", "de", ["für die schlüssel|indizes"], examples=["für die Schlüssel a und b"]),
    entry("ADDS", "de", ["addier*", "hinzugefügt", "hinzufügen", "hinzu", "dazu addiert", "addiert"],
          examples=["wenn u_c zu x_2 addiert wird", "wenn wir u_d zu x_2 hinzufügen"]),
    entry("ONTO", "de", ["zu", "auf"], examples=["zu x_2"]),
)
ENTRIES += (
    entry("SUPPOSE", "de", ["angenommen", "nehmen wir an", "wir nehmen an", "sei angenommen"],
          examples=["angenommen s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "de", ["asymptotisch", "im Grenzfall", "im Limes", "vernachlässigbar",
                               "verschwindet|verschwinden"],
          examples=["die anderen Gewichte verschwinden, also c = α_a v_a", "asymptotisch c = v_a"]),
    entry("TURNED_FROM", "de", ["statt", "anstatt", "im Gegensatz zu|zur|zum", "anders als", "verglichen mit", "weit entfernt von"], examples=["statt dass c stabil bleibt"]),
    entry("IFF", "de", ["genau dann ,? wenn", "dann und nur dann ,? wenn"], examples=["c → v_a genau dann, wenn η > 0"]),
    entry("ANALOGOUS", "de", ["analog", "ebenso", "genauso", "gleichermaßen"], examples=["mit u_c analog"]),
    entry("NUMBER_NOUN", "de", ["Position", "Positionen", "ganze Zahl|Zahlen", "Index", "Indizes"], examples=["für zwei Positionen s ≠ t"]),
    entry("IN_THIS_PART", "de", ["hier", "jetzt", "nun", "in diesem Teil", "diesmal"], examples=["hier gilt c → v_a"]),
    entry("AT_THAT_VALUE", "de", ["bei|für|mit diesem|diesen|dieses|dem|solchem|solchen", "bei|für diesem|diesen Wert von"],
          examples=["Bei diesem t gilt 2e^t + n − 2 = 400", "für diesen Wert von t"]),
    entry("PROBABILITY_OF", "de", ["mit Wahrscheinlichkeit", "mit einer Wahrscheinlichkeit von",
                                   "die Wahrscheinlichkeit ist|beträgt", "Wahrscheinlichkeit", "hat|haben Wahrscheinlichkeit",
                                   "hat|haben eine Wahrscheinlichkeit von?"],
          examples=["mit Wahrscheinlichkeit Φ(√2)", "jeder Fall hat Wahrscheinlichkeit 1/2"]),
    entry("EACH_OF", "de", ["jeweils", "jeder", "jede", "beide", "beiden"], examples=["jeweils mit Wahrscheinlichkeit 1/2"]),
    entry("EQUALLY_LIKELY", "de", ["Münzwurf", "ein fairer Münzwurf", "wie ein Münzwurf"],
          examples=["c ist ein Münzwurf zwischen v_a und v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "de", ["gleich wahrscheinlich", "mit gleicher Wahrscheinlichkeit", "je zur Hälfte",
                                   "in der Hälfte der Fälle|Stichproben|Ziehungen"],
          examples=["beide Fälle sind gleich wahrscheinlich"]),
    entry("NEGATED_CLAIM", "de", ["nicht", "niemals", "nie", "unmöglich", "kann man nicht", "keine Wahl ergibt"],
          examples=["man erhält nicht $c_2 \\approx u_b$", "es ist unmöglich, $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "de", ["für alle", "für jede|jedes|jeden", "für beliebige|beliebiges", "egal welche|welches"],
          examples=["für alle P"]),
    entry("TRAILING_DEFINITION", "de", ["für", "mit", "wobei", "wenn"], examples=["→ 1 für q = t k_j"]),
    entry("SUPPOSED_BY_WHAT_FOLLOWS", "de", ["würde erfordern|bedeuten|voraussetzen", "erforderte|bedeutete|hieße|hiesse", "wäre",
                                             "ist nur möglich, wenn"], examples=["cos(D) = 1 würde erfordern, dass D ∈ 2πℤ"]),
    entry("OTHERWISE", "de", ["sonst", "andernfalls", "ansonsten", "in der anderen Hälfte", "im anderen Fall"],
          examples=["für η > 0 gilt c → v_a, sonst c → v_b", "c ≈ v_a (η > 0), in der anderen Hälfte c ≈ v_b"]),
    entry("THE_OTHERS", "de", ["andere|anderen|anderes", "übrige|übrigen", "restliche|restlichen"],
          examples=["alle anderen α_i → 0", "die übrigen Gewichte"]),
    entry("KEYS_OTHER", "de", ["außer", "ausser", "andere|anderen als", "bis auf", "ohne"],
          examples=["alle Schlüssel außer den beiden gewählten Schlüsseln"]),
)
ENTRIES += (
    entry("THEN", "de", ["gilt", "haben wir", "erhalten wir", "also", "daher", "dann", "somit", "folglich"], examples=["falls η > 0, dann c → v_a"]),
)
ENTRIES += (
    # the German purpose wraps its relation: "um c_2 ≈ u_b zu erhalten"
    entry("GOAL_AFTER", "de", ["zu erhalten|bekommen|erreichen|haben|erzielen|garantieren"],
          examples=["zu erhalten, ändern wir Q"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "de", ["anderen|negativen|positiven|seltenen Fall", "Gegenfall"], examples=["wir ignorieren den negativen Fall"]),
    entry("EXCEPTION", "de", ["außer", "ausgenommen", "abgesehen von", "ohne den Fall", "ignorieren", "wir ignorieren", "unter Ausschluss"], examples=["außer für n = 2", "wir ignorieren den Fall 1 + η < 0"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "de", ["zum Widerspruch", "per Widerspruch", "widerspruchshalber"], examples=["Angenommen zum Widerspruch"]),
)
ENTRIES += (
    # a derivation's conclusion said in words: what a steps rubric may require not to be said (`unsaid`)
    entry("LARGE_SPREAD", "de", ["hohe|große|starke Varianz", "schwankt stark", "instabil", "springt zwischen"], examples=["c hat eine hohe Varianz"]),
    entry("SMALL_SPREAD", "de", ["niedrige|kleine|geringe Varianz", "Varianz geht gegen 0|null", "stabil", "schwankt nicht"], examples=["c hat eine kleine Varianz"]),
    entry("NO_HELP", "de", ["hilft|helfen nicht", "löst|lösen nicht", "immer noch äquivariant"], examples=["die Embeddings helfen nicht"]),
    entry("CAN_COINCIDE", "de", ["können gleich sein", "können übereinstimmen", "können zusammenfallen"], examples=["zwei Positionen können gleich sein"]),
)
ENTRIES += (
    entry("CASE_FOR", "de", ["für"], examples=["c ≈ v_a für η > 0", "für i = 1: α_1 ≈ 1", "der Grenzwert für t → ∞"]),
    entry("CONTRADICTION_REACHED", "de", ["Widerspr*", "absurd*", "unmöglich"],
          examples=["das ist ein Widerspruch", "dies widerspricht t_1 ≠ t_2", "absurd, da π irrational ist"]),
    entry("COUNTERFACTUAL", "de", ["hätte", "hätten", "wäre", "wären", "würde"],
          examples=["wenn Φ gleiche Zeilen hätte", "wäre P beliebig", "wenn die Schlüssel gleich wären"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "de", ["man könnte denken|meinen|sagen", "jemand könnte sagen|denken|behaupten",
                               "es ist verlockend zu sagen|denken", "mein Kommilitone sagt|meint|behauptet"],
          examples=["man könnte denken, dass c → ½(v_a + v_b)", "jemand könnte sagen, dass c_1 → v_a",
                    "es ist verlockend zu sagen, dass Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    # not "also": the English word is another concept
    entry("CONCLUSION", "de", ["also", "daher", "somit", "folglich", "d.h", "das heißt", "bedeutet", "impliziert",
                               "erzwingt", "ergibt", "liefert", "erhalten wir", "folgt", "daraus folgt", "hieraus folgt",
                               "daraus ergibt sich", "daraus", "hieraus"],
          examples=["also t_1 = t_2", "das erzwingt k = 0", "Daraus folgt e^t ≥ (n − 2)/(2ε)", "hieraus folgt t ≥ 5"]),
    entry("CONSEQUENCE", "de", ["dann", "daher", "folglich", "somit", "damit", "wir erhalten", "es folgt"],
          examples=["Daher c → v_a", "Dann ist α_a = ½", "Folglich c → v_b"]),
)
ENTRIES += (
    entry("ALIKE", "de", ["wächst wie", "in der Größenordnung von", "vergleichbar mit", "proportional zu"],
          examples=["t wächst wie log n", "t in der Größenordnung von log n"]),
    entry("SLOWER", "de", ["wächst langsamer als"], examples=["t wächst langsamer als log n"]),
    entry("FASTER", "de", ["wächst schneller als"], examples=["t wächst schneller als s"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "de", ["positiv", "positives", "positiven"], examples=["wenn η positiv ist"]),
    entry("SIGN_NEGATIVE", "de", ["negativ", "negatives", "negativen"], examples=["wenn η negativ ist"]),
    entry("NOISE_WORD", "de", ["das Rauschen", "der Rauschterm"], examples=["wenn das Rauschen positiv ist"]),
)
ENTRIES += (
    # what the writer puts aside: "¼ statt ≈ 0" (the part after "statt" is not claimed)
    entry("HYPOTHESIS", "de", ["statt", "anstatt", "anstelle von"], examples=["Var → ¼ statt ≈ 0", "anstatt c → v_a"]),
)
ENTRIES += (
    entry("QUANTITY_OF", "de", ["die Varianz|Norm|Ableitung|Verteilung|Wahrscheinlichkeit von|des|der", "der Erwartungswert|Mittelwert von|des|der"],
          examples=["die Varianz von c → 0", "die Norm von x_2"]),
)
ENTRIES += (
    entry("OUTPUT_NOUN", "de", ["die|seine Ausgabe", "der Output", "das|sein Ergebnis", "der Kontextvektor"],
          examples=["die Ausgabe ist ungefähr v_a", "das Ergebnis strebt gegen v_b", "der Output ist v_a"]),
    entry("EXACTLY", "de", ["genau", "exakt"], examples=["die Ausgabe ist genau v_a", "exakt v_b", "genau gleich"]),
    entry("IMPLIES", "de", ["impliziert", "implizieren", "erzwingt", "erzwingen", "hat zur Folge", "bedeutet", "bedeuten", "heißt"],
          examples=["PΦ = Φ erzwingt P = I", "sin t_1 = sin t_2 impliziert t_1 = t_2"]),
    entry("EQUIVALENT", "de", ["genau dann ,? wenn", "ist äquivalent zu", "ist gleichbedeutend mit"],
          examples=["PΦ = Φ genau dann, wenn P = I"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K wird nicht vorausgesetzt", "… muss nicht gelten"
    entry("DENIED_AFTER", "de", [
        "wird|werden|ist|sind nicht vorausgesetzt|angenommen|verlangt|benötigt|gefordert|garantiert",
        "nicht vorausgesetzt|angenommen|verlangt|benötigt|gefordert|garantiert",
        "muss|müssen nicht gelten|erfüllt_sein", "gilt|gelten nicht unbedingt|notwendigerweise|im_Allgemeinen|allgemein",
        "ist|sind keine Voraussetzung|Annahme"],
        examples=["$W_Q = W_K$ wird nicht vorausgesetzt", "$W_Q = W_K$ muss nicht gelten",
                  "$W_Q = W_K$ nicht vorausgesetzt", "$P = I$ gilt nicht unbedingt"],
        counterexamples=["ist nicht überraschend", "wird vorausgesetzt"]),
)
ENTRIES += (
    # "Aus A folgt B": A is a premise, and what follows rests on it (language/suppositions.py)
    entry("FROM_PREMISE", "de", ["aus"], examples=["Aus $\\Phi(t_1)=\\Phi(t_2)$ folgt"]),
    entry("IT_FOLLOWS", "de", ["folgt", "ergibt sich", "erhalten wir", "bekommen wir"],
          examples=["folgt für i = 0", "ergibt sich"], counterexamples=["also"]),
    entry("CONDITION", "de", ["nehmen wir an", "wir nehmen an"], examples=["Nehmen wir an, Φ(t_1) = Φ(t_2)"]),
    entry("HYPOTHESIS", "de", ["nehmen wir an", "wir nehmen an"], examples=["Nehmen wir an, Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "de", ["tatsächlich", "in Wirklichkeit", "eigentlich"], examples=["Tatsächlich ist α_a = 1"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "de", ["Standardabweichung", "Standardabweichungen", "Varianz", "Varianzen", "Mittelwert",
                              "Mittelwerte", "Erwartungswert"],
          examples=["η hat Standardabweichung 1/2", "mit Varianz 2", "die Standardabweichungen der Ausgabe"]),
    entry("SUFFICES", "de", ["es genügt", "genügt", "es reicht", "reicht", "hinreichend*", "ausreichend*"],
          examples=["es genügt e^t ≥ n/ε", "eine hinreichende Bedingung ist"]),
)
ENTRIES += (
    entry("VARIANCE", "de", ["Varianz"], examples=["die Varianz von α_a geht gegen ¼"]),
    entry("STANDARD_DEVIATION", "de", ["Standardabweichung"], examples=["die Standardabweichung ist ½"]),
    entry("OF_NAME", "de", ["von"], examples=["von η"]),
    entry("VALUE_IS", "de", ["ist", "beträgt", "betragen", "ist gleich", "von"],
          examples=["die Standardabweichung ist ½", "die Standardabweichungen betragen ½"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "de", ["die|der|das der anderen|übrigen", "die|alle? anderen|übrigen", "der Rest",
                                 "die|alle? anderen|übrigen Scores|Logits|Schlüssel|Gewichte|Skalarprodukte"],
          examples=["k_aᵀq = t, alle anderen ≈ 0", "die übrigen Gewichte → 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "de", ["mein|meine|ein|eine|der|die? Kommilitone|Kommilitonin|Freund|Freundin|Tutor|Tutorin|Mitstudent|Mitstudentin|Kollege|Kollegin sagt|meint|behauptet|denkt|glaubt|schreibt|hat_behauptet|hat_gesagt|hat_geschrieben dass?",
                               "jemand|manche|einige sagt|sagen|meint|meinen|behauptet|behaupten|glaubt|glauben dass?"],
          examples=["ein Kommilitone behauptet, dass H_perm = PHP^⊤", "manche sagen c → v_a", "meine Tutorin hat geschrieben, dass t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "de", ['ist nicht', 'ist ungleich', 'unterscheidet sich von', ", nicht", "und nicht", ", und nicht", ", statt", "statt", ", anstatt", "anstatt", ", was nicht", "was nicht"],
          examples=["die Eingabe ist PX + Φ, nicht P(X + Φ)", "PX + Φ statt P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "de", ["nur", "genau dann|wenn", "dann und nur dann", "ausschließlich"],
          examples=["α_a = ½ nur für n = 2", "das scheitert nur bei η < −1"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "de", ["Score", "Scores", "Logit", "Logits", "Skalarprodukt", "Produkt"],
          examples=["Logit t(1+η) für a", "nur k_1 (Score β²)"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "de", ["für", "mit", "von", "auf"],
          examples=["t(1+η) für a"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "de", ["sonst", "ansonsten", "überall sonst", "für die|alle anderen|übrigen", "für den Rest"],
          examples=["Scores λ(1 + η) für a, ≈ 0 sonst", "Score t(1+η) für a gegen ≈ 0 für alle anderen"]),
)
