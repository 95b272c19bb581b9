"""The vocabulary students write around the formulas of the four problems (softmax attention, keys, queries and
values, noise and probability, multi-head attention, permutations, matrices, position embeddings, sines and
cosines, proofs), in English, German and French, in the forms they write it (plurals, verb forms, participles;
German cases and compounds; French genders and elisions), that the lists before missed. Each word is NEUTRAL (known
to change nothing a formula says: function and discourse words, the problem's nouns, verbs of choosing, writing
and computing, as in neutral.py) or CONTENT (says something in words beside a formula and places none of it, as in
content.py: "the weight concentrates", "the clock hands rotate", "k_a is colinear with μ_a").

Left out on purpose, as in neutral.py, neutral_extra.py and content.py, every word that can change what a formula
claims: negations and denials; doubt, modality and evaluation ("think", "expect", "allows", "useful",
"drawback", "works"); conditions and suppositions ("assumption", "condition", French "dès lors que"); quantifiers
and frequency; sameness and difference ("similar", "differ", German "sich unterscheiden", "gleichmäßig");
settings and times ("shuffled", "permuted", "rearranged", "swapped", "ignore"); comparison and degree ("sharper",
"schneller", "langsamer"); sizes; numbers in words; limits and directions; dependence ("affects", "determines",
"robust", "sensitive", French "selon": "depending on"); order and periodicity ("growing", "cycles"); a statistic's
words ("on average", German "im Mittel", "Durchschnitt", French "moyenné"); and the words of a goal that no goal
reader reads: English "show", "prove", "find", German "zeigen" ("zu zeigen: …"), "finden", "verifizieren", French
"montrer", "prouver", "démontrer", "montrons", "trouver", "vérifier". No phrase here is one another entry of the
lexicon already reads.
"""

from symattn.language.lexicon import entry
from symattn.language.lexicon.neutral import elided


def _words(text: str) -> list:
    """The phrases of a block of words, one word each (a phrase of several words is listed on its own)."""
    return text.split()


ENTRIES = (
    # ---------------------------------------------------------------------------------------------------- English
    entry("NEUTRAL", "en", _words("""
        regarding concerning via along alongside upon thereby whereby wherein therein thereof whence accordingly
        evidently naturally heuristically informally rigorously rigorous directly immediately notably importantly
        crucially interestingly secondly lastly certainly technically speaking conceptually quantitatively
        qualitatively graphically visually algebraically analytically symbolically notationally briefly brief due
        owing thanks respect regard sense ways manner course worth mind aka ours yours his her whom oneself ourselves
        myself yourself himself herself one's i'm what's they've you've thing stuff kind kinds type types specific
        corresponding correspondingly respective associated""") + [
        "in brief", "of course", "turns|turned out"],
        examples=["Regarding the keys, q is along k_a + k_b", "Intuitively speaking, the weights are α_a ≈ α_b ≈ ½",
                  "Due to the orthogonality of the keys, k_aᵀq = t", "Of course, the corresponding value is v_a",
                  "It turns out that c ≈ ½(v_a + v_b), i.e. the latter case", "Secondly, I'm writing q = β u_a"]),
    entry("NEUTRAL", "en", _words("""
        rewrites restate restated restating express expresses expressed expressing represent represents represented
        representing representation representations interpret interpreted interpreting interpretation view viewed
        viewing treat treats treated treating explain explains explained explaining explanation explanations describe
        describes described describing description justify justifies justified justifying argue argues argued arguing
        arguments discuss discussed discussing illustrate illustrates illustrated illustration sketch sketched outline
        outlined state states stated stating statement statements mention mentioned mentioning noted noting notes
        noticed noticing observes observed observing observation observations remember remembering recalling recalled
        refer refers referring referred reference label labels labeled labelled labeling labelling termed understand
        understanding read reads reading summary recap summarize summarise summarized summarised"""),
        examples=["As explained above, the output is expressed as c = Σ α_i v_i",
                  "We can interpret this: α is represented by a vector of weights",
                  "Justification: as stated in the problem, k_iᵀk_j = 0 for i ≠ j",
                  "Noting that ‖k_a‖ = 1, we get k_aᵀq = t", "Recap: the labelled keys satisfy ‖k_i‖ = 1"]),
    entry("NEUTRAL", "en", _words("""
        factoring factored factorize factorizing factorise factorising collect collecting grouping exponentiate
        exponentiating exponentiated exponentiation summed summation sums subtracted subtraction transposed inserting
        insert inserted solve solving solved solutions derivations computations calculations manipulation
        manipulations manipulating arithmetic algebra concatenate concatenates concatenated concatenating
        concatenation concat stack stacked stacking broadcast broadcasting broadcasted vectorized matmul premultiply
        premultiplying postmultiply getting gotten arrive arrives arriving arrived proceed proceeding tried trying
        expanded expansion expansions taylor taylor's maclaurin series linearize linearizing linearization linearise
        standardize standardized standardizing standardise drawn draw draws drawing simulate simulated simulation
        simulations numerics numerical top bottom sides""") + [
        "factor|factoring|factored|pull|pulling|pulled out",
        "left|right - multiply|multiplying|multiplied|multiplication",
        "pre|post - multiply|multiplying|multiplied|multiplication"],
        examples=["Exponentiating and factoring out e^t, the summation gives α_a = e^t / (2e^t + n − 2)",
                  "Taking the logarithm, ln α_a − ln α_b = k_aᵀq − k_bᵀq",
                  "Left-multiplying by P and solving for Z we arrive at Z_perm = PZ",
                  "A first-order Taylor expansion gives e^x ≈ 1 + x", "Concatenating the heads, H = [H_1, H_2]",
                  "α_a = e^{tη}/(e^{tη} + n − 1) [divided top and bottom by e^t]",
                  "multiplying both sides by 2e^t + n − 2 gives the bound"]),
    entry("NEUTRAL", "en", _words("""
        proves proved proven proving shown showed demonstrates demonstrated deduce deduces deduced deducing deduction
        infer infers inferred proofs proposition propositions corollary theorems induction inductive inductively
        casework analysis analyze analyse analyzing analysing examine examining investigate investigating explore
        exploring study studying inspect inspecting insight insights intuitive intuitions heuristic strategy
        strategies method methods technique plan procedure algorithm recipe ansatz tricks inequality inequalities
        relation relations relationship formulas formulae identities symbol symbols subscript subscripts superscript
        indexes indexed indexing shape shapes simplicity convenience clarity brevity concreteness notational abuse
        shorthand abbreviate abbreviated linearity associativity commutativity distributivity transitivity bilinearity
        definitions"""),
        examples=["Proof: by associativity, (PX)W = P(XW)", "Ansatz: q = t(k_a + k_b) with t a scalar",
                  "By induction on the layers we deduce Z_perm = PZ", "For simplicity, write s_i = k_iᵀq",
                  "The strategy is to use the identities of the softmax: softmax(PAPᵀ) = P softmax(A) Pᵀ"]),
    entry("NEUTRAL", "en", _words("""
        item items homework assignment exercise subpart subparts subquestion subproblem section lecture textbook
        figure fig plot plotted plots graph graphs diagram region red arrow arrows temperature temperatures context
        contexts aspect aspects content contents source sources subset subsets sets collection list tuple array tensor
        tensors batch scenario scenarios"""),
        examples=["For item a the covariance is Σ_a = αI + ½ μ_aμ_aᵀ", "As in the figure, k_a lies in the red region",
                  "The inverse temperature is t: q = t(μ_a + μ_b)",
                  "In this scenario the subset {a, b} gets α ≈ ½ each",
                  "In the homework's context vector c_2 = Σ_j α_{2j} v_j"]),
    entry("NEUTRAL", "en", _words("""
        outer rank trace determinant subspace subspaces space spaces plane axis axes eigenvalue eigenvalues
        eigenvector eigenvectors hadamard frobenius euclidean kronecker combination combinations multipliers prefactor
        multiples parameters dimensional hidden valued pointwise coordinatewise componentwise rowwise columnwise
        perpendicularity absolute magnitudes angular radian radians"""),
        examples=["V = u_b u_dᵀ is an outer product of rank one", "the eigenvalues of P are on the unit circle",
                  "ReLU acts pointwise, so ReLU(PA) = P ReLU(A)", "a linear combination of the value vectors",
                  "the angular frequency in radians is ω_i = 1/10000^{2i/d}"]),
    entry("NEUTRAL", "en", _words("""
        architecture decoder module modules sublayer activation activations neuron neurons learned learnable learnt
        trainable trained training train learn learning loss optimization backprop parametrized parameterized
        parametrize parameterize parametrization parameterization hyperparameter layernorm multihead multiheaded text
        texts language languages meanings semantics syntax grammar nlp vocabulary vocab lookup dog cat bites info
        processing process processes processed deal dealing timestep timesteps pe"""),
        examples=["In the decoder architecture the learned matrices W_Q, W_K are trainable",
                  "When processing text, 'dog bites man' and 'man bites dog' have different semantics",
                  "the multihead layer with parameters W_1, W_2", "PE(t, 2i) = sin(t / 10000^{2i/d}) at timestep t"]),
    entry("NEUTRAL", "en", _words("""
        realization realizations realisation instance instances trial trials run runs outcome outcomes experiment
        experiments density densities pdf cdf quantile quantiles percentile probabilities probabilistic
        probabilistically categorical category categories trig trigonometric trigonometry wavelengths periods base"""),
        examples=["For each realization of the keys, the outcome is c ≈ v_a or c ≈ v_b",
                  "α is a categorical distribution; its probabilities sum to 1",
                  "The cdf of η at 0 is Φ(0) = ½",
                  "Using the trigonometric identity sin(a + b) = sin a cos b + cos a sin b",
                  "the wavelengths go from 2π to 10000·2π with base 10000"]),
    entry("NEUTRAL", "en", [
        "lhs", "rhs", "left|right - hand side|sides", "left|right hand side|sides", "query's", "key's",
        "value's", "vector's", "token's", "matrix's", "model's", "softmax's", "transformer's", "layer's", "network's",
        "embedding's", "word's", "position's", "output's", "input's", "distribution's", "sequence's", "function's",
        "head's", "ith", "jth", "kth", "nth", "i'th", "j'th"],
        examples=["the LHS is PZ and the right-hand side is Z_perm", "the query's dot product with each key's mean",
                  "the ith entry of the softmax's output", "the model's output for the jth token"]),
    entry("CONTENT", "en", _words("""
        focuses focus focused focusing focussed peak peaking peaky spike spikes spiky spiked sharp sharpness sharpen
        sharpens sharpened sharpening flat flatness flatten flattens flattened flattening diffuse diffuses diffused
        diffusion smeared smears smear smearing blurred blurry blur argmax hardmax onehot indicator winner winners
        dominant dominance dominated overwhelms overwhelm overpowers overshadows outcompetes won loser lost favors
        favours favor favour favored favoured prefers prefer preferred prioritizes attending tie ties midpoint middle
        midway centroid barycenter""") + ["arg max", "one - hot", "winner - take|takes - all"],
        examples=["the softmax becomes sharp and peaks at a: α_a ≈ 1", "α is close to a one-hot vector e_j",
                  "the distribution is flat, so α_i ≈ 1/n", "there is a tie between a and b: k_aᵀq = k_bᵀq = t",
                  "c is the midpoint ½(v_a + v_b)", "the winner is the key with the largest k_iᵀq (argmax)"]),
    entry("CONTENT", "en", _words("""
        splitting shared sharing distributes distribute distributed distributing spreading averaging mixes mix mixing
        mixed blend blends blending blended combine combines combined combining interpolates interpolate interpolating
        interpolation convex allocates allocate allocated allocation assigns assign assigned assigning receives
        receive received receiving captures capture captured capturing absorbs absorb absorbed grabs grab steals hogs
        leftover leftovers remainder residual portion leaking leakage leak spills spill spilling spillover smooths
        smoothing smoothed compensates compensate compensating offsets cancelled canceled cancelling canceling
        cancellation cancellations""") + [
        "average|averages|averaged out", "evens|even out", "smooths|smooth out"],
        examples=["the attention is shared between a and b: α_a ≈ α_b ≈ ½", "c is a convex combination of v_a and v_b",
                  "the leftover weight spills onto the other keys: Σ_{i≠a,b} α_i ≈ 0",
                  "head 1 captures v_a, head 2 captures v_b, and averaging gives ½(c_1 + c_2)",
                  "the errors cancel: the noise averages out"]),
    entry("CONTENT", "en", _words("""
        retrieving retrieved retrieval recovers recover recovering recovered returns return returned returning
        extracts extract extracted selection chooses looks look looking looked align aligns aligning alignment
        colinear collinear antiparallel point pointed ensures ensure ensuring guarantees guarantee guaranteeing
        guaranteed causes cause caused causing induces induce induced introduces introduce introduced introducing
        drives drive driven driving pushes push pushed pushing pulls overcomes overcome resolves resolve mitigates
        mitigate alleviates addresses solves suppresses suppress suppressed suppression kills kill killed swamps swamp
        swamped drowns drown drowned outweighed contributes contribute contributing specialize specializes specialized
        specialised specialise dedicated responsible handles handle handled handling tracks track tracking carry
        carried carrying propagates propagate propagated propagating flows flow transfers transfer transferred inherit
        inherited reflects reflect reflected exhibits exhibit behaves behave behaving act acting surviving survive""") + [
        "lines|line|lined up", "co - linear", "end|ended|ending up", "turns|turn|turned into",
        "reduces|reduce|reduced to", "boils|boil down", "wash|washes|washed|washing out"],
        examples=["q points along k_a, so attention recovers v_a: c ≈ v_a",
                  "the large score drives α_a → 1 and suppresses the others",
                  "k_a is colinear with μ_a: k_a = (1 + η) μ_a", "c ended up close to v_a, i.e. c ≈ v_a",
                  "each head specializes: head 1 handles a with q_1 = t μ_a",
                  "multi-head attention overcomes this: c ≈ ½(v_a + v_b)"]),
    entry("CONTENT", "en", _words("""
        varies vary varying varied variation variations variability fluctuate fluctuating fluctuation swings swing
        swinging flip flipping toggles toggle toggling alternates alternating bounces bouncing wobbles wobble wobbly
        drifts drift jitter jump jumping jumped deviates deviate erratic erratically jumpy volatile volatility
        instability stability uncertainty noisy noisily randomly randomness stochastic stochastically deterministic
        deterministically outlier outliers bimodal cluster clusters clustered cloud scatter scattered tail tails
        gamble lottery toss binomial isotropic anisotropic spherical elongated stretched stretch stretches stretching
        skewed asymmetric biased erf collapsed saturated saturation saturating""") + [
        "normally distributed", "coin flip|flips|toss|tosses"],
        examples=["c fluctuates between v_a and v_b: it is bimodal", "k_a = (1 + η)μ_a with η normally distributed",
                  "the covariance is elongated along μ_a, isotropic otherwise: αI", "it is a coin flip: P(η > 0) = ½",
                  "the output is erratic across samples, Var(c) ≈ ¼‖v_a − v_b‖²"]),
    entry("CONTENT", "en", _words("""
        permute shuffle shuffles scramble scrambles reorder rearranges rearrange swaps equivariance invariance
        commutation invertible diagonal sparse encodes encode encoded inject injects injected preserves preserve
        preserved preserving preservation retains retain destroys destroy destroyed differentiate identify identifies
        identified recognize recognizes aware bag rotation rotations rotate rotates rotating rotated rotational rotary
        oscillates oscillate oscillating oscillation oscillations oscillatory wave waves clock clocks hand hands dial
        gears odometer counter counting binary digit digits spiral helix torus geometric geometrically geometry
        progression fingerprint signature barcode code codes codeword address identifier timestamp shift shifted
        shifting translation wrap wrapping wrapped wraparound ticks spins""") + [
        "hand - wavy|wavily", "bag - of - words", "bag of words"],
        examples=["P shuffles the rows, and the layer is equivariant: Z_perm = PZ",
                  "the position embeddings encode t: Φ(t, 2i) = sin(t ω_i)",
                  "each pair of coordinates rotates like a clock hand",
                  "the frequencies form a geometric progression ω_i = 10000^{-2i/d}",
                  "a shift by k is a rotation: Φ(t + k) = R_k Φ(t)"]),
    entry("CONTENT", "en", _words("""
        gradually gradual abruptly abrupt suddenly sudden steadily rapidly rapid slow linearly quadratically quadratic
        polynomially polynomial logarithmically logarithmic jointly separately individually symmetrically
        asymmetrically softly nonlinear affine bilinear concave differentiable continuous simple handwavy handwavily
        redundancy redundant ensemble ensembling hedging diversity diverse diversify diversification specialization
        capacity expressivity expressiveness expressive flexibility flexible bottleneck entropy estimate estimates
        estimated estimating estimation leading sequential sequentially"""),
        examples=["α_a → 1 rapidly: 1 − α_a ≈ (n − 1)e^{−t}", "the score grows linearly in t: k_aᵀq = t",
                  "a hand-wavy estimate: c ≈ ½(v_a + v_b)", "the heads act separately: c_1 ≈ v_a, c_2 ≈ v_b",
                  "ReLU is nonlinear but ReLU(PA) = P ReLU(A)"]),
    # ----------------------------------------------------------------------------------------------------- German
    entry("NEUTRAL", "de", _words("""
        woraus womit wodurch dadurch insgesamt zusammengefasst explizit konkret formal mathematisch intuitiv klar
        klarerweise natürlich selbstverständlich bekanntlich zudem ferner übrigens jedenfalls sowieso eben halt
        demnach demzufolge infolgedessen dementsprechend entsprechend entsprechende entsprechenden darum weshalb wieso
        weswegen erstens zweitens jene jener jenes jenen zueinander miteinander worin worauf wofür darin darauf dafür
        davon dazu hierzu hierfür hiervon gemäß bezüglich bzgl hinsichtlich entlang mittels mithilfe anhand aufgrund
        infolge heißen genannt gesagt sprich jeweilige jeweiligen betreffende betreffenden zugehörige zugehörigen
        obige obigen obiger folgende folgenden folgender folgendes erwähnt erwähnten angegebenen genannten bekannte
        bekannten reelle reellen reeller konkrete konkreten""") + ["kurz gesagt", "anders ausgedrückt", "im folgenden", "stellt|stellen dar"],
        examples=["Dadurch gilt k_aᵀq = t, demnach ist α_a ≈ ½",
                  "Gemäß der Aufgabe sind die Schlüssel zueinander orthogonal",
                  "Kurz gesagt: c ≈ ½(v_a + v_b)", "Erstens wählen wir q = t(k_a + k_b) mit fest gewähltem t",
                  "Bezüglich der obigen Gleichung folgt mithilfe der Definition H = softmax(QKᵀ/√d)V"]),
    entry("NEUTRAL", "de", _words("""
        gewählt wählst wählten gewählte gewählten gewähltes definierten definierte rechnen rechne rechnet gerechnet
        ausrechnen ausgerechnet berechnung berechnungen rechnung rechnungen einsetzt einsetzung eingesetzten verwendet
        verwendete verwendeten benutzte nutzen nutzt genutzt benutzt betrachtung beachtet bemerken bemerkt bemerkung
        beobachten beobachtet beobachtung gesehen gezeigt bewiesen herleiten hergeleitet herleitung herleitungen
        ableiten abgeleitet ableitung vereinfachung umformen umgeformt umformung umformungen umstellen umgestellt
        ausmultipliziert kürzen gekürzt kürzt ausklammern ausgeklammert zusammenfassen dividieren dividiert
        subtrahieren subtrahiert summieren summiert potenzieren logarithmieren transponieren transponiert angewandt
        anwendung konstruieren konstruiert konstruktion entwerfen entworfen entwurf gefunden findet geprüft überprüft
        verifiziert erklären erklärt erklärung begründen begründet beschreiben beschreibt beschrieben beschreibung
        darstellen dargestellt darstellung stellt interpretieren interpretiert auffassen aufgefasst notieren notiert
        erinnerung zusammenfassung konkatenieren konkateniert konkatenation aneinanderhängen hintereinanderhängen
        gestapelt lösen gelöst umschreiben umgeschrieben ausgeschrieben lässt untersuchen untersucht analysieren
        analysiert berücksichtigen berücksichtigt"""),
        examples=["Eingesetzt und ausmultipliziert ergibt sich k_aᵀq = t",
                  "Wir kürzen e^t und erhalten α_a = 1/(2 + (n−2)e^{−t})",
                  "Die Herleitung: durch Umformen gilt Z_perm = PZ", "Die Köpfe werden konkateniert: H = [H_1, H_2]",
                  "Wie oben hergeleitet lässt sich c als Σ α_i v_i schreiben"]),
    entry("NEUTRAL", "de", _words("""
        beweis beweise beweisskizze korollar behauptung argumentation überlegung überlegungen hinweis fußnote
        teilaufgabe aufgabenteil abbildung grafik skizze bild aussage aussagen resultat resultate lösungsweg
        lösungsansatz gedanke gedankengang anschauung interpretationen sichtweise perspektive rechenschritt
        rechenschritte zwischenschritt zwischenschritte zwischenergebnis definitionen eigenschaft eigenschaften
        induktion methode strategie rechenweg ungleichung ungleichungen beziehung formeln linearität
        matrixschreibweise schreibweise"""),
        examples=["Beweis: Mit der Eigenschaft softmax(PAPᵀ) = P softmax(A)Pᵀ folgt H_perm = PH",
                  "Lösungsansatz: q = β(μ_a + μ_b)", "Hinweis aus der Fußnote: u wᵀ bildet w auf ‖w‖² u ab",
                  "Zwischenergebnis: k_aᵀq = t", "In Teilaufgabe (i) ist die Behauptung Z_perm = PZ"]),
    entry("NEUTRAL", "de", _words("""
        anfragevektor anfragevektoren abfrage abfragen abfragevektor ausgabevektor ausgabevektoren kontextvektor
        kontextvektoren kontext eingabevektor eingabevektoren eingabesequenz sequenz sequenzen worte sätze texte
        sprache bedeutung temperatur skalierung skalierungsfaktor skalierungen aufmerksamkeitsmechanismus mechanismus
        aufmerksamkeitsgewichten aufmerksamkeitsmatrix aufmerksamkeitsschicht aufmerksamkeitskopf aufmerksamkeitsköpfe
        aufmerksamkeitsverteilung köpfen mehrkopf einkopf selbstaufmerksamkeit softmaxfunktion eingabematrix
        ausgabematrix wortvektoren wortvektor wortembeddings wortembedding einbettungsvektor einbettungsvektoren
        einbettungsdimension informationen positionsinformation positionsinformationen modelle modellen architektur
        aktivierung verzerrung netz netzwerk netzwerke netzes schichten wortes satzes textes sequenzlänge längen"""),
        examples=["Der Anfragevektor q und die Aufmerksamkeitsgewichte α_i = softmax(k_iᵀq)",
                  "Der Kontextvektor ist c_2 = Σ_j α_{2j} v_j", "Bei der Mehrkopf-Aufmerksamkeit gilt c = ½(c_1 + c_2)",
                  "Die Temperatur ist 1/t mit dem Skalierungsfaktor √d",
                  "Die Wortvektoren der Eingabesequenz bilden X"]),
    entry("NEUTRAL", "de", _words("""
        exponentialfunktion exponentialfunktionen exponentialterm exponentialterme exponentiellen exponentieller
        summanden summenzeichen punktprodukt inneres matrixprodukt multiplikation multiplikationen
        matrixmultiplikationen zeilenvektor spaltenvektor identitätsmatrix normen betrag richtungen winkel winkels
        winkeln projektion projektionen parametermatrix parametermatrizen produkten nenners zählers termen faktoren
        parametern einträgen eintrags spaltenweise elementweise komponentenweise eintragsweise punktweise
        kovarianzmatrix kovarianzmatrizen kovarianzen normalverteilung normalverteilungen gaußverteilung verteilungen
        realisierung realisierungen ziehung ziehungen durchlauf durchläufe durchgang durchgänge versuch versuche
        experimente rauschterm rauschterme rauschvektor störung störungen störterm störterme fehlerterm fehlerterme
        dichte dichtefunktion wahrscheinlichkeitsdichte verteilungsfunktion mathematische mathematischen dimensionale
        dimensionalen"""),
        examples=["Im Nenner steht die Summe der Exponentialterme, im Zähler e^{k_aᵀq}",
                  "Das Punktprodukt k_aᵀq = t, da die Schlüssel Einheitsvektoren sind",
                  "Für jede Realisierung der Störung η gilt k_a = (1 + η)μ_a", "Die Kovarianzmatrix ist Σ_i = αI",
                  "ReLU wirkt elementweise, also ReLU(PA) = P ReLU(A)"]),
    entry("NEUTRAL", "de", _words("""
        positionseinbettung positionseinbettungen positionsembedding positionskodierungen positionsvektor
        positionsvektoren sinus kosinus cosinus sinusfunktion kosinusfunktion sinusfunktionen kosinusfunktionen
        sinuskurve sinuskurven sinusförmig sinusförmige sinusförmigen wellenlänge wellenlängen periode perioden
        periodenlänge phasen bogenmaß radiant vielfachen zeitschritt zeitschritte zeitpunkt zeitpunkte zeitpunkten
        trigonometrisch trigonometrische trigonometrischen additionstheorem additionstheoreme taylorentwicklung
        entwicklung"""),
        examples=["Die Positionseinbettung ist Φ(t, 2i) = sin(t/10000^{2i/d})",
                  "Sinus und Kosinus haben die Periode 2π, die Wellenlänge ist 2π·10000^{2i/d}",
                  "Nach dem Additionstheorem ist sin(a + b) = sin a cos b + cos a sin b",
                  "Zum Zeitpunkt t = 0 ist Φ = (0, 1, 0, 1, …)"]),
    entry("CONTENT", "de", _words("""
        dominieren dominierend dominante dominanten dominanter dominanz überwiegt überwiegen gewinnen verliert
        verlieren konzentriert konzentrieren konzentration konzentrierte fokussiert fokussieren verteilen aufgeteilt
        aufteilen teilt teilen geteilt mischt mischen mischung mischungen mitteln interpoliert gewinner spitze
        mittelpunkt mitte scharf scharfe spitz flach flache kollabiert unterdrückt unterdrücken übernimmt bevorzugt
        bevorzugen zeigt ausgerichtet ausrichtung richtet kollinear bewirkt verursacht sorgt löst übertragen kopieren
        aufheben""") + ["hebt|heben sich auf", "teilt|teilen sich auf", "zeigt|zeigen in richtung"],
        examples=["Der Term e^t dominiert, die Softmax konzentriert sich auf a: α_a ≈ 1",
                  "Das Gewicht wird aufgeteilt: α_a ≈ α_b ≈ ½, c ist der Mittelpunkt ½(v_a + v_b)",
                  "k_a ist kollinear zu μ_a und zeigt in Richtung μ_a", "Die Faktoren heben sich auf: PᵀP = I"]),
    entry("CONTENT", "de", _words("""
        springt springen sprung schwankt schwanken schwankung schwankungen variiert variieren streut streuen kippt
        kippen wechselt wechseln verrauscht verrauschte zufällig zufällige zufälligen zufälliger zufälliges
        zufallsrauschen deterministisch stochastisch langsam normalverteilt gaußverteilt gaußsch gaußsche gaußschen
        zufallsvariable zufallsvariablen zufallsvektor zufallsgröße zufallsgrößen ausreißer instabilität stabilität
        variabilität unsicherheit streuung""") + ["springt hin und her"],
        examples=["c springt hin und her zwischen v_a und v_b", "η ist normalverteilt: η ∼ N(0, ½)",
                  "Die Ausgabe schwankt stark, c ≈ v_a oder c ≈ v_b",
                  "k_a ist eine Zufallsvariable mit k_a = (1 + η)μ_a"]),
    entry("CONTENT", "de", _words("""
        permutieren vertauschung umordnen umsortieren äquivarianz äquivariant kodiert kodieren codiert codieren
        bewahrt zerstört zerstören drehung drehungen drehen dreht gedreht rotiert rotationen uhr uhrzeiger kreis
        einheitskreis geometrisch geometrische geometrischen welle wellen schwingt schwingung schwingungen oszilliert
        winkelgeschwindigkeit lineare linearen"""),
        examples=["Die Schicht ist permutationsäquivariant: H_perm = PH, die Äquivarianz zerstört die Reihenfolge",
                  "Φ kodiert die Position t: jedes Koordinatenpaar dreht sich wie ein Uhrzeiger",
                  "Die Frequenzen bilden eine geometrische Folge ω_i = 10000^{-2i/d}",
                  "Eine Verschiebung um k ist eine Drehung auf dem Einheitskreis"]),
    # ----------------------------------------------------------------------------------------------------- French
    entry("NEUTRAL", "fr", _words("""
        notamment particulier particulière particuliers explicitement formellement mathématiquement naturellement
        effectivement d'ailleurs voici voilà auquel auxquels duquel desquels quel quels quelles puisqu'il puisqu'elle
        puisqu'ils puisqu'elles grâce concernant quant envers chez travers deuxièmement secondement directement
        immédiatement numérique numériquement quantitativement rigoureux rigoureusement informel informellement
        schématiquement algébriquement analytiquement explicite explicites concret concrète spécifique heuristique
        intuitif""") + [
        "de_ce_fait", "du_coup", "bien sûr", "de plus", "vis - à - vis",         "en somme", "celui|celle|ceux|celles - ci", "ci - dessus|dessous"],
        examples=["Selon l'énoncé, les clés sont orthogonales, du coup k_aᵀq = t",
                  "Voici le calcul : α_a = e^t / (2e^t + n − 2)",
                  "Dans un premier temps, prenons q = t(k_a + k_b)", "Bien sûr, la valeur correspondante est v_a",
                  "Grâce à la propriété ci-dessus, softmax(PAPᵀ) = P softmax(A)Pᵀ"]),
    entry("NEUTRAL", "fr", _words("""
        prenez prenne prise prises choisissez choisies posé posée poser définissant définies notant noter notés notées
        désignant désigné désignée désignent appeler appelée appelés écrite écrites écrits réécrit réécrire réécrivant
        réécrivons calculs calculés calculées obtenu obtenue obtenus obtenues donné donnant trouve trouvé trouvée
        trouvant vérifié vérifiant montré montrée montrés démontré démontrée démonstration prouvé prouvée preuve
        preuves déduit déduisons déduire déduction observons observer observé rappelle rappeler considéré considérée
        considérant développement développé simplifie simplifier simplifié simplification factoriser factorisant
        factorisé factorisation factorisons divisé divisée multiplié multipliée sommant sommé soustrait soustraire
        soustrayant utilisé utilisée utiliser utilisés injecter injecté injectons construit construisons construire
        conçoit concevoir conçu conception"""),
        examples=["En factorisant e^t au dénominateur, on a obtenu α_a ≈ ½",
                  "On a montré que Z_perm = PZ ; la démonstration utilise softmax(PAPᵀ) = P softmax(A)Pᵀ",
                  "Posée ainsi, la requête q = t(μ_a + μ_b) est construite à partir des moyennes",
                  "Preuve : en développant, on déduit k_aᵀq = t", "Notons s_i = k_iᵀq les scores calculés"]),
    entry("NEUTRAL", "fr", _words("""
        expliquer explique expliqué explication justifier justifie justifié décrire décrit décrivons interpréter
        interprétation représente représenter représenté représentation exprime exprimer exprimé exprimée s'écrit
        s'exprime s'obtient s'agit s'écrire s'appelle voit voir vu constate constatons regardons étudions étudier
        analysons tirer tire tirant échantillonner échantillonnage appliquons faire fait faisant faisons j'en j'y
        j'appelle j'applique j'observe j'explique j'interprète j'essaie concaténation concaténer concaténé concaténés
        empile empilé empilées passons traitons traite traiter traité procédons commençons terminons résumons
        détaillons détaillé explicitons multiplions divisons sommons"""),
        examples=["La sortie s'écrit c = Σ α_i v_i, ce qui s'interprète comme une moyenne pondérée",
                  "On voit que k_aᵀq = t ; j'en déduis α_a ≈ α_b", "Prenons t > 0 ; on tire les clés k_i ∼ N(μ_i, αI)",
                  "Expliquons : il s'agit de la concaténation H = [H_1, H_2]",
                  "Commençons par exprimer q en fonction des μ_i"]),
    entry("NEUTRAL", "fr", _words("""
        théorème corollaire raisonnement indication énoncé consigne exercice schéma dessin graphique notations
        définitions propriétés démarche principe objet objets élément éléments liste tenseur tenseurs contenu scénario
        scénarios mécanisme réseau réseaux transformeur transformeurs contexte température exponentielle
        exponentielles exponentiel exponentiels différence loi densité tirages essai essais expérience expériences
        réalisation réalisations probabilités matriciel matricielle matriciels vectoriel vectorielle vectoriels
        extérieur externe rang projeté espace espaces propre propres pondéré pondérée pondérés pondérées pondération
        réel réels réelle réelles connu connue connus connues correspondant correspondante correspondants
        correspondantes respectif respectifs respectives associé associée associés associées concerné concernée
        mathématique mathématiques trigonométrique trigonométriques suivants suivantes""") + [
        "sous - question|questions", "sous - ensemble|ensembles", "sous - espace|espaces", "loi normale",
        "fonction de répartition", "multi|mono - tête|têtes", "auto - attention", "développement limité"],
        examples=["D'après l'énoncé, les vecteurs-clés correspondants sont orthonormés",
                  "Le rapport des exponentielles vaut e^{t(1+η)} / e^{t}", "La loi de η est la loi normale N(0, ½)",
                  "En attention multi-têtes, la sortie est la moyenne pondérée ½(c_1 + c_2)",
                  "Le produit extérieur u_b u_dᵀ est une matrice de rang un"]),
    entry("NEUTRAL", "fr", _words("""
        sinusoïdal sinusoïdale sinusoïdaux sinusoïdales sinusoïde sinusoïdes période périodes ondes fréquentiel
        amplitude ampleur instant instants temps positionnels positionnelles méthode stratégie astuce calculatoire
        inégalité inégalités formules symbole symboles dimensionnel langue langage sens signification traitement
        vocabulaire dictionnaire mot-clé""") + elided(["l'", "d'"], _words("""
        exponentielle exponentielles ansatz énoncé exercice échantillonnage architecture observation explication
        interprétation opération application itération indication unité axe inégalité algèbre écriture astuce image
        instant amplitude ampleur encodage angle argument intuition information identité orthogonalité orthonormalité
        approximation élément éléments espace onde""")),
        examples=["Le plongement sinusoïdal : Φ(t, 2i) = sin(t / 10000^{2i/d})",
                  "La longueur d'onde vaut 2π·10000^{2i/d}, et la période de sin est 2π",
                  "À l'instant t = 0, Φ = (0, 1, 0, 1, …)", "L'intuition : l'exposant est k_aᵀq = t",
                  "Par l'identité trigonométrique, sin(a + b) = sin a cos b + cos a sin b"]),
    entry("CONTENT", "fr", _words("""
        dominer dominent dominants dominantes l'emporte emporte gagnent concentre concentrée concentré concentrent
        concentrés répartit répartie réparti répartis répartition partage partagé partagent partagée mélange mélanger
        mélangent interpole interpolant récupérer retrouve retrouver sélectionner pointe pointent milieu gagnant
        gagnante vainqueur pique pic pics piqué piquée nette plate équilibré équilibrée effondrement écrase écrasé
        écrasent annule renvoie rend restitue extrait favorise favoriser privilégie supprime étouffe noie contribue
        contribuent combinaison convexe moyennage moyenner déterministe stochastique""") + [
        "se concentre|concentrent", "se répartit|répartissent", "se partage|partagent", "se compense|compensent",
        "point milieu", "moyenne pondérée"],
        examples=["Le terme e^t domine et l'attention se concentre sur a : α_a ≈ 1",
                  "Le poids se répartit entre a et b, c est le point milieu ½(v_a + v_b)",
                  "La softmax est piquée en a ; elle renvoie v_a", "c est une combinaison convexe de v_a et v_b"]),
    entry("CONTENT", "fr", _words("""
        oscille osciller fluctue fluctuer varie varient saute sauter bascule basculer alterne instabilité stabilité
        variabilité incertitude dispersion volatilité redondance lentement brusquement progressivement linéairement
        aléatoirement aléatoire aléatoires gaussienne gaussien gaussiennes gaussiens bruité bruitée bruités bruitées
        dispersé dispersée"""),
        examples=["c bascule entre v_a et v_b selon le signe de η",
                  "k_a est aléatoire : k_a = (1 + η)μ_a, η gaussienne",
                  "la sortie fluctue : c ≈ v_a ou c ≈ v_b", "les clés bruitées donnent une forte variabilité de c"]),
    entry("CONTENT", "fr", _words("""
        colinéaire colinéaires aligné alignée alignés alignées parallèle parallèles s'aligne s'oriente oriente
        orientée permuter réordonne réordonner équivariant équivariante commutent horloge horloges aiguille aiguilles
        cercle géométrique géométriques tourne tourner tournant encodé encodée distingue distinguer distinguent
        préserve préserver préservé détruit détruire décalage décalé déphasage régime""") + [
        "cercle unité|unitaire", "sac de mots"] + elided(["l'", "d'"], _words("""
        équivariance invariance instabilité incertitude horloge aiguille argmax""")),
        examples=["k_a est colinéaire à μ_a et alignée avec q",
                  "La couche est équivariante : P permute les lignes, Z_perm = PZ",
                  "Chaque paire de coordonnées tourne comme l'aiguille d'une horloge sur le cercle unité",
                  "Les fréquences forment une suite géométrique ω_i = 10000^{-2i/d}"]),
)
