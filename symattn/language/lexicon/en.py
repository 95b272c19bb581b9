"""English."""

from symattn.language.lexicon import entry

MOVE = ("go|goes|going|gone|tend|tends|tending|decrease|decreases|decreased|decreasing|increase|increases|increased|"
        "increasing|approach|approaches|approaching|converge|converges|converging|shrink|shrinks|shrinking|fall|falls|"
        "falling|drop|drops|dropping|head|heads|heading|grow|grows|growing|send|sent|push|pushed|driven|taken|run|runs|"
        "running|move|moves|moving|let")
TO = "to|towards|toward|into|all_the_way_to|down_to|up_to"
INFINITY = "+? infinity|∞|\\infty|inf|infinite"
ZERO = "zero|0|0^+|0+"

ENTRIES = (
    # ---- sizes: what a scale is said to be
    entry("LARGE", "en", [
        "large", "larger", "big", "bigger", "huge", "enormous", "grows", "growing", "infinite", "unbounded",
        "unboundedly", "high", "higher", "massive", "gigantic", "immense", "vast", "tremendous", "astronomical",
        "arbitrarily large|big|high",
        f"{MOVE} {TO} {INFINITY}", f"{MOVE}|near|nears|nearing {INFINITY}", f"to|towards {INFINITY}", "blow|blows|blowing up",
        "without bound", "without limit", "as large as possible", "as big as possible", "increase|increases|increasing without bound|limit",
        "large-scale", "sizable", "sizeable"],
        examples=["for t large", "t is huge", "let t go to infinity", "t tending to $\\infty$", "as t grows",
                  "t approaches infinity", "t blows up", "t grows without bound", "t arbitrarily large"],
        counterexamples=["the largest weight", "a bigram model", "t is small"]),
    entry("SMALL", "en", [
        "small", "smaller", "tiny", "little", "negligible", "minuscule", "infinitesimal", "infinitesimally small",
        "vanishing", "vanishes", "vanishingly small", "low", "lower",
        f"{MOVE} {TO} {ZERO}", f"{MOVE}|near|nears|nearing {ZERO}", f"to|towards {ZERO}", f"close|closer to {ZERO}", f"near {ZERO}",
        # with its copula, or "is close to" (APPROXIMATELY) would take the words and leave "zero" unread
        f"is|are|be|being close|closer to {ZERO}",
        f"almost|nearly|approximately|essentially {ZERO}", "as small as possible", "shrink|shrinks|shrinking to nothing"],
        examples=["for small t", "t tends to zero", "t close to 0", "t goes to 0", "t negligible", "let t shrink to 0",
                  "where θ is close to zero"],
        counterexamples=["smallest", "t is large", "t tends to 0.5"]),
    entry("LARGE_NEGATIVE", "en", [
        "large|big|hugely|very negative", "negative and|with a? large|big absolute? value|magnitude?",
        "large|big in absolute value|magnitude", "very negative"],
        examples=["t large negative", "t negative with large magnitude", "t very negative"]),
    entry("TO_MINUS_INFINITY", "en", [f"{MOVE} {TO} -|−|minus|negative infinity|∞|\\infty",
                                      "to|towards -|−|minus|negative infinity|∞|\\infty"],
          examples=["t goes to minus infinity", "t tends to $-\\infty$"]),
    entry("NEGATIVE_SIGN", "en", ["negative"], examples=["t negative", "t non-negative"], counterexamples=["t nonnegative"]),
    entry("BOUNDED", "en", [
        "bounded", "moderately sized", "moderate", "modest", "of order one|1", "of unit size", "fixed", "constant",
        "finite", "kept|held fixed|constant"],
        examples=["t fixed", "t bounded", "t of order one", "t held constant"],
        counterexamples=["moderately large"]),
    entry("VAGUE", "en", [
        "diminish*", "decreas*", "shrink*", "getting smaller", "decay*", "reduc*", "lowered", "lowering",
        "far from zero|0", "anything but", "neither", "suitabl*", "appropriat*", "reasonabl*", "minimal", "smallish",
        "tiny-ish", "of moderate size", "adequate*", "well chosen", "right-sized", "not too large|big|small",
        # a hedged size: large, but not said to grow without bound ("moderately large", "large-ish")
        "moderately|fairly|somewhat|relatively|reasonably|rather|semi|kinda large|big|high|huge",
        "kind|sort of large|big", "largish", "large-ish", "biggish", "big-ish", "large|big|huge but not too|overly|very large|big|huge",
        "large|big|huge ,? but not too|overly|very large|big|huge",
        # a size said of something else the scale is built from: "t is the inverse of a large number"
        "the? inverse|reciprocal of a|an? large|big|huge|small|tiny number|value|constant|quantity?",
        "one over a|an? large|big|huge|small|tiny number|value|constant?"],
        examples=["t decreasing", "t far from zero", "a suitable t", "t of moderate size", "t is moderately large",
                  "t fairly big", "t large-ish", "t large but not too large", "t is largish", "t relatively large",
                  "t is the inverse of a large number"]),
    # comparatives relate a scale to a value ("t greater than 1" is a bound t > 1); with a strong intensifier
    # they say much more ("t much greater than 1" is t ≫ 1: t → ∞)
    entry("MUCH_GREATER", "en", [
        "much|far|way|vastly|hugely|massively|significantly|substantially|considerably|enormously|immensely "
        "greater|larger|bigger|higher|more than?",
        "a lot greater|larger|bigger|higher than", "a great deal greater|larger|bigger|higher than",
        "orders|order of magnitude greater|larger|bigger|higher than|above",
        "many|several times greater|larger|bigger than", "far|way|well above|beyond|exceeds|exceeding",
        "far|way exceeds|exceeding", "dominates", "dominating", "much|far|way bigger|larger"],
        examples=["t much greater than 1", "t far larger than 1", "t way bigger than 1", "t a lot larger than 1",
                  "t orders of magnitude larger than 1", "t well above 1", "t far exceeds n"],
        counterexamples=["t greater than 1", "t larger than 1"]),
    entry("MUCH_LESS", "en", [
        "much|far|way|vastly|significantly|substantially|considerably less|smaller|lower|fewer than?",
        "a lot less|smaller|lower than", "a great deal less|smaller|lower than", "orders|order of magnitude less|smaller|lower than|below",
        "far|way|well below|under", "much|far|way smaller"],
        examples=["t much smaller than 1", "t far less than 1", "t well below 1"],
        counterexamples=["t less than 1"]),
    entry("GREATER", "en", [
        "greater|larger|bigger|higher|more than", "at least", "above", "exceeds", "exceeding", "exceed",
        "no less|smaller than", "not less|smaller than", "greater|larger than or equal to", "bigger or equal to",
        "greater or equal to"],
        examples=["t greater than 1", "t at least 10", "t above 5", "t exceeds 100"]),
    entry("LESS", "en", [
        "less|smaller|lower|fewer than", "at most", "below", "under", "no more|larger|greater than",
        "not more|larger|greater than", "bounded by", "less|smaller than or equal to", "smaller or equal to",
        "less or equal to"],
        examples=["t less than 1", "t at most 0.01", "t below 1", "t bounded by 2"]),
    entry("NEAR_VALUE", "en", [
        "of|on the? order of?", "around", "about", "roughly", "approximately", "comparable to", "similar to",
        "as small as", "as large as", "like", "circa", "about the size of"],
        examples=["t of order $10^{-3}$", "t around 5", "t roughly 100"]),
    entry("SET_TO", "en", [
        "equal|set|fixed|chosen|taken|assigned to|at|as", "equals", "such as", "e.g", "e.g.",
        "a constant|hyperparameter|number|value such as", "a constant|hyperparameter|number|value like|of",
        "a constant|hyperparameter|number|value set|equal to"],
        examples=["t set to 2", "t equals 5"]),
    entry("INTENSIFIER", "en", ["vanishingly", "infinitesimally", "very", "really", "extremely", "quite", "incredibly", "super", "so", "too", "exceedingly",
                                "sufficiently", "arbitrarily", "infinitely", "much", "far", "way", "a lot", "hugely",
                                "vastly", "insanely", "ridiculously", "astronomically", "reasonably", "fairly",
                                "pretty", "rather"],
          examples=["t very large", "t extremely small"]),
    entry("NEGATION", "en", ["not", "never", "no", "n't", "nor", "neither", "cannot", "can't", "isn't", "aren't",
                             "doesn't", "don't", "won't", "shouldn't", "mustn't", "without"],
          examples=["t is not large", "t does not go to infinity", "t isn't small"],
          counterexamples=["t is large", "nothing"]),
    # ---- moods: how a statement is said
    entry("MOOD_BREAK", "en", [",", ";", ":", "then", "so", "hence", "thus", "therefore", "but", "however"],
          examples=["if t is large, then", "so q = …"]),
    entry("HYPOTHESIS", "en", [
        "if", "suppose", "supposing", "say", "would", "could", "were", "had", "instead of", "rather than", "e.g",
        "for example",
        "for instance", "naive", "naively", "adding", "replacing", "changing", "in that case", "we'd", "we used",
        "we had", "previously", "earlier", "in part",
        # what others might say, set up to be refuted: never the writer's claim
        "one|someone|somebody|people might|may|could|would think|claim|say|argue|write|expect that?",
        "it is|it's tempting to say|think|write|claim that?", "a common mistake is to say|think|write that?",
        "some would say|think|argue that?",
        "my|a|one friend|classmate|partner|tutor|neighbour|neighbor says|said|claims|claimed|thinks|thought|wrote|writes that?",
        "someone|somebody|people|others|they say|said|claim|claimed|think|thought|wrote|write that?",
        "the solutions|the_book|the_answer_key say|says|claim|claims that?", "according to"],
        examples=["if we instead used q = k_a", "suppose q = 0", "for example t = 1", "e.g. t = 100",
                  "one might think that c → ½(v_a + v_b)", "it is tempting to say that c_1 → v_a",
                  "someone may say Φ(t_1) ≠ Φ(t_2)", "my friend says c → v_a", "people say that Φ(t_1) = Φ(t_2)"],
        counterexamples=["iff", "the ifs and buts"]),
    entry("ALTERNATIVE", "en", ["or", "alternatively", "also", "additionally", "equivalently", "or else"],
          examples=["or q = 2t(k_a+k_b)", "alternatively q = …"]),
    entry("COMMIT", "en", [
        "take", "taking", "choose", "choosing", "chose", "pick", "picking", "set", "setting", "let", "use", "using",
        "define", "answer", "final", "otherwise", "without", "we get", "we need", "we obtain", "select",
        "selecting", "opt", "go with", "settle on",
        # "head 2 is exactly as in part (i): c_2 → v_b": this part's head said to be like that one, then claimed of
        # this part; "As we saw in part (i), …" recalls that part's result and stays "in part" (another part's)
        "is|are|behaves|behave|works|work|stays|stay exactly|just? as|like in part", "the same as in part"],
        examples=["we take q = t(k_a + k_b)", "Let q = …", "final answer: q = …",
                  "so head 2 is exactly as in part (i): c_2 → v_b"]),
    # ---- conditions and scopes (check): what a relation after these words is
    entry("CONDITION", "en", ["if", "suppose", "supposing", "assume", "assuming", "unless", "whenever", "when",
                              "provided", "provided that", "in the case", "given that", "as long as", "so long as",
                              # a case the words imagine: "even in the best case where the weight is split evenly"
                              "in the best|worst|ideal|extreme case", "at best", "even if",
                              # a case named by its noun before the formula: "the case w = 0 gives q = t k_1"
                              "the special|particular? case", "for the special|particular? case"],
          examples=["if η > 0, c → v_a", "assume t large", "provided n > 2",
                    "even in the best case where the weight is split evenly between them", "the case w = 0 gives q = t k_1",
                    "the special case X = 0 shows"], counterexamples=["iff"]),
    entry("CONSEQUENCE", "en", ["then", "so", "hence", "thus", "therefore", "consequently", "it follows",
                                "in that|this case", "this gives|means|implies|forces", "which", "we get|obtain|have",
                                "gives", "give", "get", "obtain"],
          examples=["Then c → v_a", "so α_a = ½"]),
    entry("SCOPE_BREAK", "en", [";", "and", "while", "whereas", "but", "otherwise", "else"],
          examples=["α_a → ½ and α_i → 0"]),
    entry("OTHERWISE", "en", ["otherwise", "else", "in the other half|case|cases", "the other half|case",
                              "the rest of the time", "in the remaining half|cases"],
          examples=["α_i → 1 if i = a, otherwise α_i → 0",
                    "in half the samples (η > 0) c ≈ v_a and in the other half c ≈ v_b"]),
    entry("ASYMPTOTIC", "en", ["asymptotically", "in the limit", "in the large-t limit", "to leading order",
                               "vanish", "vanishes", "vanishing", "negligible", "drop out", "drops out"],
          examples=["the other weights vanish and c = α_a v_a + (1 − α_a)v_b", "asymptotically c = v_a"]),
    entry("TURNED_FROM", "en", ["instead of", "rather than", "vs", "versus", "unlike", "far from", "compared to|with", "as opposed to", "in contrast to|with", "in place of"], examples=["instead of a stable average", "vs. essentially zero variance", "far from the near-zero variance"], counterexamples=["c has a high variance"]),
    entry("IFF", "en", ["iff", "if and only if", "exactly|precisely|just when", "exactly|precisely if"], examples=["c → v_a iff η > 0", "c → v_a if and only if η > 0"]),
    entry("ANALOGOUS", "en", ["analogous", "analogously", "similarly", "likewise", "the same way", "is the same"], examples=["with u_c it is analogous", "likewise for u_c"]),
    entry("NUMBER_NOUN", "en", ["position", "positions", "integer", "integers", "index", "indices", "natural numbers", "whole numbers"], examples=["for two positions s ≠ t", "for integers m, n"]),
    entry("IN_THIS_PART", "en", ["here", "now", "in this part", "in this case", "this time"],
          examples=["but here c → ½(v_a + v_b)", "now the weights differ"]),
    # a demonstrative that takes a name at a value said before ("At that t: 2e^t + n − 2 = 400"): the sentence's steps are
    # of that value, an instance the words name, not of every value of the name
    entry("AT_THAT_VALUE", "en", ["at|for|with that|this|such", "at|for|with that|this|such a", "at|for|with the same",
                                  "at|for|with that|this value of"],
          examples=["At that t: 2e^t + n − 2 = 400", "for this t the error is 0.01", "with such a t"]),
    entry("PROBABILITY_OF", "en", ["with probability", "has probability", "with a probability of", "probability of",
                                   "the probability is", "with chance", "a chance of", "with odds", "w.p.", "w. p.",
                                   "wp"],
          examples=["this happens with probability Φ(1)", "the probability is 0.84", "c ≈ v_a w.p. ½"]),
    entry("EACH_OF", "en", ["each", "either", "both", "each case", "each one", "every case"],
          examples=["Each happens with probability 1/2", "both cases have probability ½"]),
    entry("EQUALLY_LIKELY", "en", ["a fair coin", "a coin flip", "a coin toss", "like a coin flip|toss", "with equal odds", "equal odds"],
          examples=["so c is a coin flip between v_a and v_b", "v_a or v_b with equal odds"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "en", ["equally likely", "fifty-fifty", "50/50", "with equal probability", "equal chances",
                                   "an equal chance", "equally probable", "each half the time", "each half of the time",
                                   "each about|roughly half the time", "each about|roughly half of the time",
                                   "half the time each", "half of the time each", "the other half of the time",
                                   "the other half",
                                   # a share of the samples: "half of the samples give v_a and half give v_b"
                                   "in? half of_the|the samples|draws|runs|realizations|realisations",
                                   "each happens|occurs in? half of_the|the time|samples|draws",
                                   "each happens|occurs half of_the|the time"],
          examples=["η is symmetric so the two cases are equally likely", "it's fifty-fifty",
                    "c jumps between v_a and v_b (each about half the time)",
                    "we get v_a half of the time and v_b the other half"]),
    # only the quantifiers the word certificate knew already (every, all, any, each): "no matter what the other keys
    # are" stays a word nothing reads
    entry("FOR_EVERY", "en", ["for every", "for all", "for any", "for each"],
          examples=["PX + Φ ≠ P(X + Φ) for every P", "for all P"]),
    entry("TRAILING_DEFINITION", "en", ["for", "with", "where", "when", "given", "taking", "using"],
          examples=["α_j = eᵗ/(eᵗ + n − 1) → 1 for q = t k_j", "where q = t k_j"]),
    # what a statement would need, said right after it: the statement is supposed, not claimed ("cos(D) = 1 would
    # need D to be a multiple of 2π")
    entry("SUPPOSED_BY_WHAT_FOLLOWS", "en", ["would need|require|mean|imply|force|demand", "would only happen|hold", "would be",
                                             "is|are only possible if|when", "can only hold|happen if|when",
                                             "holds|happens only if|when"],
          examples=["cos(D) = 1 would need D to be a nonzero multiple of 2π", "t_1 = t_2 is only possible if"]),
    entry("THE_OTHERS", "en", ["other", "others", "remaining", "rest", "every other", "all other"],
          examples=["every other weight tends to 0", "the remaining weights"]),
    entry("OTHER_CASE", "en", ["other|opposite|negative|positive|rare case", "other|opposite sign"], examples=["ignoring the negative case", "except in the other case"], counterexamples=["except this case"]),
    entry("EXCEPTION", "en", ["unless", "except", "excluding", "apart from", "other than", "save for", "but not",
                              "not for", "except for", "aside from", "ignore", "ignoring", "ignored", "disregard",
                              "disregarding", "set aside", "rule out", "ruling out", "exclude", "excludes"],
          examples=["α_a < ½ (unless n = 2)", "ignoring 1 + η < 0", "we can ignore the case 1 + η < 0"]),
    entry("EITHER_WAY", "en", ["only", "iff", "equality", "degenerate", "would", "could", "exactly when",
                               "precisely when", "if and only if"],
          examples=["α_a = ½ only when n = 2", "with equality iff n = 2"]),
    entry("CONCLUSION", "en", ["forces", "force", "forcing", "so", "hence", "thus", "therefore", "implies", "implying",
                               "gives", "give", "giving", "yields", "yield", "get", "obtain", "means", "i.e",
                               "that is", "conclude", "follows", "follow", "must", "then", "showing", "shows",
                               # a rewriting of the relation before, said as what it gives ("Rearranging, 4εeᵗ ≥ …")
                               "rearranging", "rearranged", "rearranges to", "simplifying", "which simplifies to",
                               "multiplying out", "taking logs", "taking logarithms"],
          examples=["which forces", "and therefore", "Rearranging, 4εe^τ ≥ (n − 2)(1 + 2ε)",
                    "taking logs, t ≥ ln(n − 2)"]),
    entry("IMPLIES", "en", ["implies", "implying", "imply", "forces", "force", "forcing", "forced", "entails",
                            "entail", "means that", "means", "mean", "together mean|imply|force|give", "only if", "\\implies", "\\Rightarrow", "\\Longrightarrow", "⟹",
                            "⇒", "= >"],
          examples=["Φ(t_1) = Φ(t_2) implies t_1 = t_2"]),
    entry("ABBREVIATION", "en", ["e.g", "i.e", "etc", "cf", "vs", "approx", "resp", "w.r.t", "viz", "w.p", "a.s"],
          examples=["e.g. t = 100"]),
)
ENTRIES += (
    entry("CONJUNCTION", "en", ["once", "when", "whenever", "if", "unless", "until", "since", "because", "while", "as",
                                "so", "then", "that", "which", "but", "although", "though", "whereas"],
          examples=["the error is small once t exceeds 11"]),
    entry("COPULA", "en", ["is", "was", "be", "being", "stays", "remains", "are", "gets", "becomes", "become"],
          examples=["t is large", "the weights become ½ each"]),
)
ENTRIES += (
    entry("THEN", "en", ["we have", "one has", "then", "so", "hence", "thus", "therefore", "gives", "give", "get", "obtain"],
          examples=["if η > 0 then c → v_a", "if t is large we get α_a → ½"]),
    entry("MODAL", "en", ["would", "will", "must", "then", "also"], examples=["A would force B"]),
)
VERB = "have|be|get|use|take|write|say|claim|choose|pick|hold|set?"
ENTRIES += (
    # ---- what the student takes back or says in passing
    entry("RETRACTED_BY_NEXT", "en", [
        "alone|itself? is|are|was not|n't|never enough|sufficient|correct|right|good",
        "alone|itself? is|are|was not|n't|never what we want", "alone|itself? is|are|was not|n't|never the answer",
        "by itself is|are|was not|never enough|sufficient|correct|right|good",
        "isn't|aren't|wasn't enough|sufficient|correct|right", "alone|itself? isn't|aren't|wasn't enough|sufficient",
        "does|do|did not work|help|suffice", "doesn't|don't|didn't work|help|suffice", "fails", "fail",
        "won't work", "will not work", "would not work", "would fail", "wouldn't work",
        "is|are|was wrong|incorrect|insufficient", "which is not what", "is too small|weak",
        "is|are impossible|false|untrue", "is|are not possible", "cannot be|hold|happen", "can't be|hold|happen",
        "never happens|holds",
        "is|are not allowed|permitted", "is|are forbidden|excluded|ruled_out", "isn't|aren't allowed|permitted",
        "actually ,? no|not", "wait", "sorry", "oops", "scratch that", "correction",
        "no , actually", "no , i mean", "no , rather", "no actually",
        "but|however ,? that|this is|was wrong|incorrect|not_right|a_mistake",
        "but|however ,? that|this doesn't|does_not|won't|will_not work", "that's|this's wrong|incorrect",
        "which is wrong|incorrect", "that is wrong|incorrect", "this is wrong|incorrect", "is a mistake",
        "on reflection", "on second thought", "on second thoughts", "i was wrong", "my mistake", "ignore that",
        "ignore this", "never mind", "nevermind", "no ,? wait", "no ,? that|this is|was wrong|incorrect|not_right",
        "no ,? that's|this's wrong|incorrect", "no ,? scratch that"],
        examples=["q = k_a + k_b alone is not enough", "q = k_a + k_b, but that is wrong", "q = 0. Actually, no.",
                  "but that is not right", "but this does not work", "however, that was a mistake",
                  "q = k_a does not work", "q = k_a, which is wrong"],
        counterexamples=["q = t(k_a + k_b) works"]),
    entry("RETRACTED_BY_PREVIOUS", "en", [
        f"not {VERB}", f"cannot {VERB}", f"can't {VERB}", f"never {VERB}", f"instead of {VERB}",
        f"rather than {VERB}", f"unlike {VERB}", f"nor {VERB}", f"as opposed to {VERB}", f"in place of {VERB}",
        f"false|wrong|untrue|impossible that {VERB}"],
        examples=["we cannot use", "as opposed to", "rather than", "it is false that"]),
    entry("ASIDE_BEFORE", "en", [
        "compare", "compares", "compared", "comparison", "in contrast", "by contrast", "contrary", "whereas", "unlike",
        "otherwise", "e.g", "for example", "for instance", "versus", "vs", "in practice", "numerically"],
        examples=["compare q = k_a", "for example t = 100", "otherwise q = 0"]),
    entry("ASIDE_AFTER", "en", [
        "would", "could", "might", "instead", "alone", "by itself", "is|are|does|do|did|was not", "isn't", "aren't",
        "doesn't", "don't", "didn't", "won't", "cannot", "can't", "wrong", "fails", "fail", "not what",
        "not allowed", "not possible"],
        examples=["t = 0 would give uniform weights", "q = k_a alone"]),
    entry("REMARK", "en", ["gives", "give", "giving", "yields", "yield", "makes", "make", "leads to", "lead to",
                           "results in", "result in", "means", "mean", "also", "too", "as well", "any", "works",
                           "work"],
          examples=["(a small t gives a diffuse distribution)"]),
    entry("COMMITTING", "en", ["we need|take|set|choose|use|want|pick|let", "take", "choose", "pick", "so", "thus",
                               "hence", "therefore", "but", "however", "instead ,"],
          examples=["Unlike q = k_a, we need q = t(k_a + k_b)"]),
    entry("ASIDE_SCOPE_END", "en", [";", ":", "、", "，", "(", "since", "because", "so", "hence", "thus", "therefore",
                                    "but", "however", "then", "otherwise", "whereas", "unlike", "compare", "compares",
                                    "compared", "—", "–"],
          examples=["q = k_a would fail; so take"]),
    # ---- final answers
    entry("FINAL", "en", ["final answer", "final answers", "the answer is", "answer", "answers", "in conclusion",
                          "to conclude", "to summarize", "in summary", "in short", "therefore", "thus",
                          "so the answer is", "our answer", "my answer", "final", "conclusion", "\\boxed", "ans",
                          "solution"],
          examples=["Final answer: q = t(k_a + k_b)", "Therefore q = …", "In conclusion, q = …"]),
    # ---- regimes: "as t → 0, the weights become uniform" describes what happens there, not the answer's scale
    entry("REGIME_OPENING", "en", ["as", "when", "whenever", "for", "once", "if"], examples=["as t → 0"]),
    entry("REGIME_SUBJECT", "en", ["weight", "weights", "output", "outputs", "attention", "distribution", "softmax",
                                   "uniform*", "average", "mean", "concentrat*"],
          examples=["the weights become uniform"]),
    entry("GOAL", "en", ["we want", "we would like", "we need", "we wish", "want", "should be", "must be",
                         "has to be", "have to be", "the goal is", "our goal is", "aim", "in order for|that",
                         "so that", "such that",
                         # what is to be shown is not yet shown
                         "we want|need|have|wish|would_like to show|prove|check|verify|establish that?",
                         "to show|prove|check|verify|establish that?", "let us|let's show|prove|check that?",
                         "the claim to prove is", "we must show|prove that?",
                         "goal|aim|objective|task|todo :? show|prove|check|verify|establish that?", "goal|aim|objective :"],
          examples=["we want v_1 = u_b", "so that c_2 ≈ u_b", "we want to show that c → v_a",
                    "we need to prove that H_perm = PH", "let us show that Z_perm = PZ",
                    "Goal: show that c → v_a"]),
    entry("EARLIER_PART", "en", ["from|of|in part", "from|of|in the previous|earlier|last part", "as before",
                                 "same q|queries|query", "we designed", "designed above|before|earlier"],
          examples=["with q_1 and q_2 from part (i)", "with the same q as before", "the queries we designed"],
          counterexamples=["with q = t(μ_a + μ_b)", "the two scores are the same"]),
    entry("CONTRAST", "en", ["but", "whereas", "while", "however", "yet", "on the other hand", "in contrast", "vs",
                             "versus",
                             "by contrast"],
          examples=["the output would be v_a, but here α_a → 1", "whereas k_b^⊤q = t"],
          counterexamples=["then α_a → 1 and c → v_a"]),
    entry("ADDS", "en", ["add", "adding", "added", "adds", "we add", "if we add"],
          examples=["adding u_d to x_2", "if we add u_c"], counterexamples=["in addition"]),
    entry("ONTO", "en", ["to", "onto"], examples=["to x_2"]),
    entry("REPLACES", "en", ["instead", "in place of", "rather than"],
          examples=["adding u_c instead", "in place of u_d, add u_c"], counterexamples=["adding u_c as well"]),
    entry("NECESSARY", "en", ["this|that|which|it would need|require|requires|demand|demands",
                              "would need|require", "would have to", "we would|we'd have to", "requires", "require", "needs", "need", "necessary", "necessarily",
                              "only if", "a necessary condition", "we'd|you'd|it'd need|require",
                              "for this|that to hold|work we|you|one need|needs|would_need"],
          examples=["this would need cos(t_1 − t_2) = 1", "which requires t_1 = t_2",
                    "for it to help we'd need PX + Φ = P(X + Φ)", "for that to hold we need t_1 = t_2"]),
)
HEAD = "head|query|attention_head|q"
ENTRIES += (
    # which head a statement speaks of ("For head 1: q = tμ_a", "in the second head")
    entry("HEAD_1", "en", [f"{HEAD} 1|one|#1|(1)|i", f"first|1st {HEAD}", "first|1st head's"],
          examples=["For head 1: q = tμ_a", "in the first head", "the 1st attention head"],
          counterexamples=["head 2"]),
    entry("HEAD_2", "en", [f"{HEAD} 2|two|#2|(2)|ii", f"second|2nd|other {HEAD}", "second|2nd|other head's"],
          examples=["For head 2: q = tμ_b", "in the second head", "the other head"],
          counterexamples=["head 1"]),
    entry("HEAD_3", "en", [f"{HEAD} 3|three|#3|(3)|iii", f"third|3rd {HEAD}"], examples=["head 3"]),
)
ENTRIES += (
    # how two scales grow against each other ("t grows faster than s", "s and t grow alike")
    entry("FASTER", "en", ["grows|increases|goes|diverges faster|quicker than", "grow|increase faster|quicker than",
                           "grows|increases|grow more quickly|rapidly|fast than", "dominates", "dominate", "outgrows",
                           "outpaces", "much larger|greater|bigger than", "far larger|greater|bigger than",
                           "faster|quicker than"],
          examples=["t grows faster than s", "λ dominates μ", "β → ∞ faster than 1/α"]),
    entry("SLOWER", "en", ["grows|increases|goes|grow|increase|growing|increasing slower|more_slowly than",
                           "much smaller|less than",
                           "far smaller|less than", "is dominated by"],
          examples=["s grows slower than t", "s grows more slowly than t", "t growing slower than log n"]),
    entry("ALIKE", "en", ["grow|grows|go|goes|increase|increases at the same rate|speed|pace as?", "grow alike",
                          "grow|grows|growing|increase|increases|scale|scales|scaling like|as",
                          "of|on the order of", "of order", "in the order of",
                          "grows alike", "alike", "at the same rate", "of the same order as?", "proportional to",
                          "proportionally", "comparable to", "comparably", "in lockstep", "together"],
          examples=["s and t grow alike", "s grows at the same rate as t", "t proportional to s",
                    "t grows like log n", "t of the order of log n"]),
)
ENTRIES += (
    # a relation said in words inside plain-text math ("c_2 approximates u_a", "c_2 equals u_a")
    entry("APPROX_WORDS", "en", ["approximates", "is approximately", "is close to", "tends to", "converges to",
                                 "approaches", "is roughly", "is about", "goes to", "tend to", "converge to",
                                 "approach", "go to", "are close to", "are approximately"],
          examples=["c_2 approximates u_a", "c tends to v_a", "the other weights tend to 1/2"]),
    entry("EQUALS_WORDS", "en", ["equals", "is equal to"], examples=["c_2 equals u_a"]),
    # the preposition an elided verb of limit leaves behind: "c tends to v_a when η > 0 and to v_b when η < 0"
    entry("TOWARD", "en", ["to", "towards", "toward"], examples=["c tends to v_a if η > 0 and to v_b if η < 0"]),
    entry("LIST_JOINT", "en", [",", "and", ", and"], examples=["s and t tend to 0", "s, t small"]),
)
ENTRIES += (
    # "q should be t(k_a + k_b)", "take the query to be …": words that make a formula the value of a name
    entry("DEFINES", "en", ["should|must|can|will|would|could|has_to|ought_to be", "is", "be", "to be", "equals",
                            "equal", "becomes", "is given by", "is chosen as|to_be", "is set to|as", "set to",
                            "is approximately|roughly equal_to|equals?", "approximately|roughly equals|is",
                            "=", ":", "as", "is simply|just", "would be", "is defined as|by", "defined as|by",
                            "given by", "chosen as|to_be", "of the form", "takes the form"],
          examples=["q should be t(k_a + k_b)", "take the query to be t(k_a + k_b)", "q is given by"]),
    entry("APPROXIMATELY", "en", ["approximately", "roughly", "about", "close to", "approaches", "tends to",
                                  "approximates", "is close to", "converges to", "goes to", "is approximately",
                                  "nearly", "near", "tend to", "converge to", "approach", "go to", "are close to"],
          examples=["c_2 is approximately u_a", "the weights would be nearly uniform", "an output near v_a"]),
    # a name of the answer in words: "the query" for q
    entry("QUERY_NOUN", "en", ["the|our|my|a|this query vector?", "query vector?", "the|our|my query q"],
          examples=["take the query to be t(k_a+k_b)", "our query vector is t(k_a+k_b)"]),
)
ENTRIES += (
    # the answer to a statement posed as a question: "c_2 ≈ u_a? No, …"
    entry("ANSWERED_NO", "en", ["no", "nope", "not quite", "wrong"], examples=["No, actually it is u_b"]),
)
ENTRIES += (
    # "in the basis (u_a, u_b, u_c, u_d)": matrices written entry by entry are in that basis
    entry("BASIS", "en", ["in|with_respect_to|w.r.t.|wrt|relative_to|in_terms_of the|an|our? ordered|orthogonal|"
                          "orthonormal? basis", "basis", "bases", "ordered basis", "in the coordinates"],
          examples=["in the basis (u_a, u_b, u_c, u_d)", "with respect to the orthogonal basis u_a, u_b, u_c, u_d",
                    "writing matrices in the ordered basis $u_a, u_b, u_c, u_d$"]),
)
ENTRIES += (
    # names a student declares: "a fixed vector w", "Π a permutation matrix", "basis vectors e_a"
    entry("DECLARES_VECTOR", "en", ["a|some|any fixed|constant|arbitrary vector", "fixed|constant vector"],
          examples=["where w is a fixed vector", "for some fixed vector w"]),
    entry("DECLARES_PERMUTATION", "en", ["a|the|some permutation matrix", "permutation matrix"],
          examples=["let Π be a permutation matrix", "for a permutation matrix Π"]),
    entry("DECLARES_BASIS", "en", ["the? standard|orthonormal|unit? basis vectors", "the? standard|canonical basis"],
          examples=["where e_a are the standard basis vectors", "with basis vectors e_i"]),
)
ENTRIES += (
    # a relation the words before it deny: "neither choice makes c_2 ≈ u_b", "we cannot have …", "which is not ≈ ½"
    entry("NEGATED_CLAIM", "en", [
        "not", "never", "cannot|can't have|get|make|obtain|reach|be|give", "can_not have|get|make|obtain|reach|be",
        "impossible to have|get|make|obtain|reach", "neither choice|option|way|one? makes|gives|yields",
        "no choice|option|way|query? makes|gives|yields", "does|do not give|make|yield|reach",
        "doesn't|don't give|make|yield|reach", "fails|fail to give|make|yield|reach", "it is not true that",
        "it is false that", "is not", "are not", "isn't", "aren't", "in neither|no case is|are|do|does|can|will|would",
        "in neither|no case", "nor is|are|does|do|can", "at no point is|are"],
        examples=["So neither choice makes $c_2 \\approx u_b$", "it is impossible to get $c_2 \\approx u_b$",
                  "In neither case is $c_2 \\approx u_b$", "nor is $c_2 \\approx u_b$",
                  "so we cannot have $c_2 \\approx u_b$", "which is not $\\approx \\frac12$"],
        counterexamples=["Note that", "knot"]),
)
ENTRIES += (
    # a movement down to zero says its side: "δ goes down to zero", "decreasing to 0", "tends to 0 from above"
    entry("SMALL_FROM_ABOVE", "en", [
        "go|goes|going|gone|come|comes|coming|let down to|towards zero|0",
        "fall|falls|falling|drop|drops|dropping|decrease|decreases|decreased|decreasing|decay|decays|decaying "
        "down? to|towards zero|0",
        "tend|tends|tending|converge|converges|converging|go|goes|going to|towards zero|0 from above|the_right",
        "zero|0 from above|the_right"],
        examples=["δ goes down to zero", "t decreasing to 0", "t tends to zero from above"],
        counterexamples=["t tends to zero", "t goes to 0"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "en", ["for any|all|every|each|arbitrary", "for any|every nonzero|positive|real", "any|every"], examples=["q = t(k_a + k_b) for any t > 0", "for all t"]),
)
ENTRIES += (
    # the same statement said again another way: it is claimed exactly as much as the one before it
    entry("RESTATES", "en", ["is the same as", "which is the same as", "same as", "which means", "i.e", "ie", "that is", "equivalently", "or equivalently", "namely", "in other words",
                             "meaning"],
          examples=["we'd need A, i.e. B", "that is, Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "en", ["only if|when|for|at", "if and only if", "iff", "exactly when"], examples=["cos(m) = 1 only for m ∈ 2πℤ", "Φ(t_1) = Φ(t_2) iff t_1 = t_2"]),
)
ENTRIES += (
    # relations joined under the mood of the first ("suppose s_j = s while s_i = 0"): a comma alone does not join
    entry("MOOD_JOINT", "en", ["and", "while", "whilst", "and also", "as well as", "and that", "along with",
                               "together with"],
          examples=["suppose s_j = s while s_i = 0", "we want v_1 = u_b and v_3 = u_b − u_c"],
          counterexamples=["so", "then"]),
    # a scope said in words: "for the two chosen keys: α_i = …" (the keys the query singles out), "for the keys a and b"
    entry("KEYS_CHOSEN", "en", ["the|these|those|both two? chosen|selected|named|picked|special|favoured|favored|"
                                "targeted|target|designated|singled_out keys|ones|indices|tokens|positions",
                                "both keys|indices", "the|these|those two keys|indices",
                                "each|either of the|these two keys|ones"],
          examples=["for the two chosen keys: α_i = …", "for both selected keys", "for these two keys"],
          counterexamples=["for every key", "the key"]),
    entry("KEYS_LISTED", "en", ["for|at|on the? keys|indices"], examples=["for the keys a and b"]),
)
ENTRIES += (
    # a hypothesis said as a verb opens its clause and governs every relation joined after it ("suppose A while B")
    entry("SUPPOSE", "en", ["suppose", "supposing", "assume", "assuming", "say", "let's|let us assume|suppose|say",
                            "we assume|suppose"],
          examples=["and suppose s_j = s", "assume k_j^⊤q = s"], counterexamples=["if η > 0", "when t is large"]),
)
ENTRIES += (
    # the keys a scope in words sets apart: "for every key other than the two chosen ones"
    entry("KEYS_OTHER", "en", ["other than", "except", "except for", "apart from", "besides", "but", "not among",
                               "outside"],
          examples=["every key other than the two chosen ones", "all keys except the two chosen keys"]),
)
ENTRIES += (
    # a purpose before its relation: "to get c_2 ≈ u_b, …", "our target is c_2 ≈ u_b"
    entry("GOAL", "en", ["we'd like", "our|the target|aim|objective|desired_output|desired_result is", "the target",
                         "desired", "we are|we're looking for", "we look for", "we seek", "we require", "aiming for",
                         "we aim for|at"],
          examples=["our target is c_2 ≈ u_b", "we are looking for c_2 ≈ u_b"], counterexamples=["we get c_2 ≈ u_a"]),
    # a purpose that opens its sentence ("To get c_2 ≈ u_b, …"); "we expand to get α_a = …" goes on to a claim
    entry("PURPOSE", "en", ["to get|obtain|make|have|achieve|ensure|reach|guarantee",
                            "in order to|so_as_to get|obtain|make|have|achieve|ensure|reach"],
          examples=["To get c_2 ≈ u_b, we change Q", "in order to have c_2 ≈ u_b"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "en", ["for contradiction", "for the sake of contradiction", "by contradiction", "to the contrary", "towards a contradiction", "for a contradiction"], examples=["Suppose, for contradiction, that t_1 ≠ t_2"]),
)
ENTRIES += (
    # a derivation's conclusion said in words: what a steps rubric may require not to be said (`unsaid`)
    entry("LARGE_SPREAD", "en", ["high|large|big|huge|great|significant variance", "varies|vary|varying a lot|wildly|greatly|strongly", "jumps|jump|jumping between", "unstable", "not stable", "noisy output"], examples=["c has a high variance", "c jumps between v_a and v_b"]),
    entry("SMALL_SPREAD", "en", ["low|small|tiny|no|zero|vanishing|negligible|little variance", "variance goes|tends|shrinks to 0|zero", "almost no variance", "stable", "does not vary", "doesn't vary", "barely varies"], examples=["c has a low variance", "the variance goes to 0", "c is stable"]),
    entry("NO_HELP", "en", ["do|does not help", "don't|doesn't help", "will not help", "won't help", "cannot help", "can't help", "no help", "still permutation equivariant|equivariant", "does not fix|solve", "doesn't fix|solve"], examples=["position embeddings do not help", "the output is still permutation equivariant"]),
    entry("CAN_COINCIDE", "en", ["can|could|may be the same|equal|identical", "can|could|may coincide|collide", "can share", "share an embedding", "not always distinct|different"], examples=["two positions can be the same", "embeddings may coincide"]),
)
ENTRIES += (
    # the case a relation is said of, right after it ("c ≈ v_a for η > 0"), or a case named before a colon ("for i = 1:")
    entry("CASE_FOR", "en", ["for"], examples=["c ≈ v_a for η > 0", "for i = 1: α_1 ≈ 1", "the limit for t → ∞"]),
    # a proof by contradiction reaches its end: the steps after it are claimed again
    entry("CONTRADICTION_REACHED", "en", ["contradict*", "absurd*", "impossible"],
          examples=["which is a contradiction", "this contradicts t_1 ≠ t_2", "absurd, since π is irrational"]),
    # a hypothesis of a case that is not this one ("if Φ had equal rows", "if P were arbitrary"): what follows is no claim
    entry("COUNTERFACTUAL", "en", ["had", "were", "would have been", "had been"],
          examples=["if Φ had equal rows we would have", "if P were arbitrary", "if the keys had been equal"]),
)
ENTRIES += (
    # a sign said in words of the noise: "when η is positive" is the condition η > 0 (language/word_conditions.py)
    entry("SIGN_POSITIVE", "en", ["positive", "strictly positive", "is positive"], examples=["when η is positive", "for positive η"],
          counterexamples=["η non-negative"]),
    entry("SIGN_NEGATIVE", "en", ["negative", "strictly negative", "is negative"], examples=["when η is negative", "for negative η"],
          counterexamples=["η non-negative", "η nonnegative"]),
    entry("NOISE_WORD", "en", ["the noise", "the noise term", "the perturbation"], examples=["if the noise is positive"]),
    # η ≥ 0 in words: no strict sign (a weak condition is not applied, and keeps its sentence's steps from ✗)
    entry("SIGN_WEAK", "en", ["non-negative", "non negative", "nonnegative", "non-positive", "nonpositive",
                              "non positive", "at least zero|0", "at most zero|0"],
          examples=["η non-negative", "when η is nonnegative", "η at least 0"]),
)
ENTRIES += (
    # a quantity said in words of the math after it ("the variance of $c$ $\to 0$"): the relation is not about c
    entry("QUANTITY_OF", "en", ["the? variance|mean|expectation|norm|spread|entropy|derivative|distribution|probability|sign of"],
          examples=["the variance of c → 0", "so the mean of c", "the norm of x_2"]),
)
ENTRIES += (
    # what a formula answer produces, named in words: "the output is approximately $v_a$" (language/mentions.py)
    entry("OUTPUT_NOUN", "en", ["the|its|our|this|that attention? output", "the|its result", "the context vector",
                                "the output vector", "the attended value|vector"],
          examples=["the output is approximately v_a", "so its result is v_b", "the attention output becomes v_a"]),
    entry("EXACTLY", "en", ["exactly", "precisely", "identically", "exact"],
          examples=["the output is exactly v_a", "it is precisely v_b", "identically equal"]),
    # "A ⇔ B", "A iff B": the equivalence is claimed, neither side; B is what A implies (unknown unless A is proved)
    entry("EQUIVALENT", "en", ["iff", "if and only if", "exactly when", "⇔", "⟺", "\\iff", "\\Leftrightarrow",
                               "\\Longleftrightarrow", "< = >", "is equivalent to", "precisely when",
                               # longer than SUFFICES' "holds if": the whole phrase is the equivalence
                               "holds if and only if", "holds iff", "holds exactly when", "holds precisely when",
                               "is true if and only if", "is true iff", "is satisfied if and only if"],
          examples=["P X = Q ⇔ PΦ = Φ", "Φ(t_1) = Φ(t_2) iff t_1 = t_2",
                    "½ − α_a ≤ ε holds if and only if eᵗ ≥ (n − 2)/(4ε)"]),
    entry("ONLY_IF_AFTER", "en", ["⇔", "⟺", "\\iff", "\\Leftrightarrow", "\\Longleftrightarrow", "< = >"],
          examples=["PX + Φ = P(X + Φ) ⇔ PΦ = Φ"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K is not assumed", "… need not hold", "… is not required"
    entry("DENIED_AFTER", "en", [
        "is|are not assumed|required|needed|supposed|given|claimed|necessary|guaranteed",
        "isn't|aren't assumed|required|needed|supposed|given|claimed|necessary|guaranteed",
        "is|are not necessarily true|the_case", "need|needs not hold|be_true|apply", "needn't hold|be_true|apply",
        "does|do not need to hold", "doesn't|don't need to hold", "does|do not hold in_general|necessarily",
        "doesn't|don't hold in_general|necessarily", "does|do not necessarily hold", "is|are not part of the setting",
        "is|are not an assumption"],
        examples=["$W_Q = W_K$ is not assumed", "$W_Q = W_K$ need not hold", "$W_Q = W_K$ is not required",
                  "$P = I$ does not hold in general"],
        counterexamples=["$c \\to v_a$ is not surprising", "is assumed", "it is not the case that"]),
)
ENTRIES += (
    # "from A it follows B": A is a premise, and what follows rests on it (language/suppositions.py)
    entry("FROM_PREMISE", "en", ["from", "starting from"], examples=["from $\\Phi(t_1) = \\Phi(t_2)$"],
          counterexamples=["for i = 0"]),
    entry("IT_FOLLOWS", "en", ["it follows", "follows", "we get|obtain|deduce", "one gets|obtains"],
          examples=["it follows that", "we get"], counterexamples=["then"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "en", ["in fact", "actually", "in reality", "in truth", "really"], examples=["In fact $\\alpha_a = 1$"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "en", ["standard deviation", "std", "variance", "mean", "expectation", "expected value"], examples=["η has standard deviation 1/2", "with variance 2", "the mean is 1"]),
    # what follows is sufficient for what came before, not implied by it ("… ≤ ε; it suffices that eᵗ ≥ n/ε")
    entry("SUFFICES", "en", ["suffices", "suffice", "sufficient", "sufficiently", "enough", "it is enough",
                             "guaranteed by", "ensured by", "holds if|when|whenever", "true if|when"],
          examples=["it suffices that e^t ≥ n/ε", "a sufficient condition is", "it is enough to take"]),
)
ENTRIES += (
    # a standard deviation said in words, and the "of" that names whose (steps/spread_words.py)
    entry("VARIANCE", "en", ["variance"], examples=["the variance of α_a tends to ¼", "its variance is ½"]),
    entry("STANDARD_DEVIATION", "en", ["standard deviation", "std", "std. dev", "std dev"],
          examples=["its standard deviation is ½", "the standard deviation σ = 0.7"]),
    entry("OF_NAME", "en", ["of"], examples=["of η"]),
    entry("VALUE_IS", "en", ["is", "equals", "is equal to", "is exactly", "of"], examples=["its standard deviation is ½"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "en", ["that|those of the others|rest", "the? rest", "everything|all else", "the? others", "all the? others|rest",
                                 "everyone|everybody else", "the rest of the scores|logits|keys|weights|products",
                                 "all? the? other|remaining scores|logits|keys|weights|products|terms|entries|ones",
                                 "all? the? other|remaining dot|inner products", "every other score|logit|key|weight|product|one"],
          examples=["k_a^T q = t, all other scores ≈ 0", "α_a → 1, the rest → 0", "everything else ≈ 0",
                    "k_a^T q_1 ≈ t(1+η), all others ≈ 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "en", ["a|one|my|another|some student|classmate|friend|colleague|tutor|TA claims|says|argues|asserts|believes|insists|thinks|wrote|writes|said|claimed|argued|asserted that?",
                               "some|many people|students claim|say|argue|think|believe that?"],
          examples=["a classmate argues that H_perm = PHP^⊤", "another student insists that c → v_a", "some students believe that t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "en", ['is not', "isn't", 'differs from', 'is different from', 'does not equal', "doesn't equal", ", not", "not", ", rather than", "rather than", ", instead of", "instead of", ", which is not", "which is not", ", and not", "and not", ", but not"],
          examples=["the input is PX + Φ, not P(X + Φ)", "PX + Φ rather than P(X + Φ)", "PX + Φ, which is not P(X + Φ)"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    # a name given in words to the attention weights: "denote the softmax weights by $p_i$", "let $w_j$ be the weights"
    entry("WEIGHT_NOUN", "en", ["weights", "attention weights", "softmax weights", "attention probabilities",
                                "softmax probabilities", "softmax outputs", "weight of each key"],
          examples=["denote the softmax weights by p_i", "let w_j be the attention weights"]),
    entry("NAMING", "en", ["denote", "denotes", "write", "call", "let"],
          examples=["denote the softmax weights by p_i", "write w_i for the weights"]),
    entry("SCORE_NOUN", "en", ["score", "scores", "logit", "logits", "dot product", "dot products", "inner product", "product", "similarity",
                               # a key's label glued to the noun ("the a-logit is t(1+η)"): the key is the label
                               "a|b|c|d|j - logit|score"],
          examples=["head 1 has logits t(1+η) for a", "only k_1 (score β²)", "q_1 = u_c has dot product β² with k_3",
                    "the a-logit is t(1+η)"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "en", ["for", "with", "of", "on", "to"],
          examples=["t(1+η) for a", "head 1 gives logit t(1+η) to a"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "en", ["otherwise", "elsewhere", "else", "for|to everyone|everything else", "for|to the rest",
                               "for|to all the others", "for|to the others", "for|to all others",
                               "for|to every other key|token", "for|to all other keys|tokens"],
          examples=["≈ 0 otherwise", "logit t for a and ≈ 0 elsewhere", "t(1+η) to a and ≈0 to everyone else",
                    "β² for x_2 and 0 for all the others"]),
)
