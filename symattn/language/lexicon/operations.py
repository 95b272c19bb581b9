"""Words that operate on a formula (OPERATES): "q = k_a + k_b, scaled by a large number s", "… multiplied by 10",
"… divided by its norm", "… mal einer großen Zahl", "… 乘以一个很大的数". Said after the formula that gives an answer,
they make the answer another formula than the one written, which nobody reads in words: the grader sends such an
answer to review (grading/answer.py) rather than grade the formula without the operation. Said before it
("multiplying by t, q = t(k_a + k_b)"), the formula states the result and they change nothing.

A verb of computing alone ("multiplying both sides", "we normalise") stays a word known to change nothing
(neutral_extra.py): only the verb with its operand's preposition, or a word that can only be an operation, is here.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("OPERATES", "en", [
        "scaled|rescaled|multiplied|divided|amplified|stretched|shrunk|boosted|normalised|normalized|weighted by|with",
        "scaled|amplified|stretched|boosted up", "scale|multiply|divide|amplify|rescale|normalise|normalize it|this|that",
        "times a|an|some", "scaled version|copy of", "doubled", "tripled", "halved", "negated", "squared",
        "inverted", "flipped", "normalised to unit length|norm",
        "normalized to unit length|norm"],
        examples=["q = k_a + k_b scaled by a large number s", "q = k_a + k_b, multiplied by 100",
                  "take q = k_a + k_b and amplify it", "q = k_a + k_b times a big constant",
                  "q = k_a + k_b, amplified by t"],
        counterexamples=["multiplying both sides gives", "the weights are normalised",
                         "so that the noise in the keys doesn't get amplified"]),
    entry("OPERATES", "de", ["multipliziert|skaliert|geteilt|dividiert|verstärkt|gewichtet mit|durch",
                             "mal einer|einem|eine", "skaliert"],
          examples=["q = k_a + k_b, multipliziert mit einer großen Zahl", "q = k_a + k_b mal einer großen Zahl s"]),
    entry("OPERATES", "fr", ["multiplié*|divisé*|pondéré*|amplifié* par", "mis* à l'échelle", "fois un|une"],
          examples=["q = k_a + k_b multiplié par un grand nombre", "q = k_a + k_b, mis à l'échelle"]),
    entry("OPERATES", "es", ["multiplicado*|dividido*|escalado*|amplificado* por", "escalado*", "veces un|una"],
          examples=["q = k_a + k_b multiplicado por un número grande", "q = k_a + k_b escalado"]),
    entry("OPERATES", "it", ["moltiplicat*|divis*|scalat*|amplificat* per", "scalat*"],
          examples=["q = k_a + k_b moltiplicato per un numero grande"]),
    entry("OPERATES", "pt", ["multiplicad*|dividid*|escalad*|amplificad* por", "escalad*"],
          examples=["q = k_a + k_b multiplicado por um número grande"]),
    entry("OPERATES", "ru", ["умноженн*", "делённ*", "деленн*", "масштабированн*", "умножить на", "умножим на",
                             "умножаем на"],
          examples=["q = k_a + k_b, умноженный на большое число"]),
    entry("OPERATES", "zh", ["乘以", "乘上", "除以", "放大", "缩放"],
          examples=["q = k_a + k_b 乘以一个很大的数", "把 q = k_a + k_b 放大"]),
    entry("OPERATES", "ja", ["を掛け", "をかけ", "で割", "倍し", "倍す"],
          examples=["q = k_a + k_b に大きな数を掛ける", "q = k_a + k_b を 10 倍する"]),
    entry("OPERATES", "ko", ["곱한", "곱하", "곱해", "나눈", "나누", "배한"],
          examples=["q = k_a + k_b 에 큰 수를 곱한다"]),
)


# A property said in words of a vector (PROPERTY): "w is any fixed vector orthogonal to both k_a and k_b", "a unit
# vector u". Of a vector of the student's own, nothing else is read, so the answer waits for a person
# (grading/answer.py); of the problem's keys ("the keys are orthonormal") it restates the given and is neutral.
ENTRIES += (
    entry("PROPERTY", "en", ["orthogonal|perpendicular|orthonormal|normal to", "unit vector|vectors|norm|length",
                             "of|with norm|length", "norm|length one|1", "linearly independent of|from"],
          examples=["w is any fixed vector orthogonal to both k_a and k_b", "u is a unit vector",
                    "w of norm 1", "w perpendicular to every key"],
          counterexamples=["the keys are orthonormal"]),
    entry("PROPERTY", "fr", ["orthogonal*|perpendiculaire* à|aux", "vecteur unitaire", "de norme"],
          examples=["w orthogonal à k_a et k_b"]),
    entry("PROPERTY", "de", ["orthogonal|senkrecht zu|auf", "mit|der Norm"],
          examples=["w orthogonal zu k_a und k_b"]),
    entry("PROPERTY", "es", ["ortogonal*|perpendicular* a", "vector unitario", "de|con norma"],
          examples=["w ortogonal a k_a y k_b"]),
    entry("PROPERTY", "it", ["ortogonal*|perpendicolar* a", "versore", "di norma"],
          examples=["w ortogonale a k_a e k_b"]),
    entry("PROPERTY", "pt", ["ortogonal*|perpendicular* a", "vetor unitário", "de|com norma"],
          examples=["w ortogonal a k_a e k_b"]),
    entry("PROPERTY", "ru", ["ортогонал*|перпендикулярн* к", "единичн* вектор*", "единичной нормы"],
          examples=["w ортогонален к k_a и k_b"]),
    entry("PROPERTY", "zh", ["正交于", "垂直于", "与 正交", "单位向量"], examples=["w 正交于 k_a 和 k_b"]),
    entry("PROPERTY", "ja", ["に直交", "と直交", "単位ベクトル"], examples=["w は k_a と k_b に直交する"]),
    entry("PROPERTY", "ko", ["에 직교", "와 직교", "과 직교", "단위 벡터"], examples=["w 는 k_a 와 k_b 에 직교"]),
)


# A limit said in a relative clause of the formula before it (RELATIVE_LIMIT): "α_j = e^C/(e^C + n − 1), which tends
# to 1" is α_j = … → 1, read as that step (steps/relative_limits.py)
ENTRIES += (
    entry("RELATIVE_LIMIT", "en", ["which|that tends|goes|converges to", "which|that approaches",
                                   "which|that tend|go|converge to", "which|that approach"],
          examples=["α_j = e^C/(e^C + n − 1), which tends to 1", "e^t/(2e^t + n − 2), which approaches 1/2"]),
    entry("RELATIVE_LIMIT", "es", ["que|lo_cual tiende|tienden|converge|convergen a"],
          examples=["α_j = e^C/(e^C + n − 1), que tiende a 1"]),
    entry("RELATIVE_LIMIT", "pt", ["que|o_que tende|tendem|converge|convergem a|para"],
          examples=["α_j = e^C/(e^C + n − 1), que tende a 1"]),
    entry("RELATIVE_LIMIT", "fr", ["qui|ce_qui tend|tendent|converge|convergent vers"],
          examples=["α_j = e^C/(e^C + n − 1), qui tend vers 1"]),
    entry("RELATIVE_LIMIT", "it", ["che tende|tendono|converge|convergono a"],
          examples=["α_j = e^C/(e^C + n − 1), che tende a 1"]),
    entry("RELATIVE_LIMIT", "ru", ["что|которое|который|которая стремится|стремятся|сходится к"],
          examples=["α_j = e^C/(e^C + n − 1), что стремится к 1"]),
)
ENTRIES += (
    # a vector made a unit one, said in words beside a mark over its letter ("with the unit vectors $\\hat u_i$"): the
    # marked name is the write-up's own (language/own_marks.py, the only reader)
    entry("NORMALIZED", "many", [
        "unit vector|vectors", "unit - norm|length", "unit norm|length", "normalized", "normalised", "normalize",
        "normalise", "the direction of", "norm one|1", "of norm one|1", "length one|1", "hatted", "einheitsvektor|einheitsvektoren", "normiert*", "normalisiert*", "vecteur|vecteurs unitaire|unitaires",
        "normalisé*", "normé*", "vector|vectores unitario|unitarios", "normalizad*", "versore|versori",
        "vettore|vettori unitario|unitari", "normalizzat*", "vetor|vetores unitário|unitários", "единичн* вектор*",
        "нормированн*", "单 位 向 量", "归 一 化", "単 位 ベ ク ト ル", "正 規 化", "단 위 벡 터", "정 규 화"],
        examples=["with the unit vectors", "Sei der Einheitsvektor", "le vecteur unitaire", "los vectores unitarios",
                  "i vettori unitari", "the normalized key", "der normierte Schlüssel", "单位向量", "単位ベクトル"],
        counterexamples=["the keys are orthonormal", "its norm is β"]),
)

