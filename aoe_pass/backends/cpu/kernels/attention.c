/* Attention core  O = softmax(Q K^T / sqrt(D) [+ causal mask]) V, float32, GQA.
 *   bufs = {Q [B,Hq,Sq,D], K^T [B,Hkv,D,Skv], V [B,Hkv,Skv,D], O [B,Hq,Sq,D]}
 * (K transposed: the operand a model's Q @ K^T MatMul holds, so the runtime passes it as is)
 *   dims = {B, Hq, Hkv, Sq, Skv, D, causal}
 * Query head h reads KV head h / (Hq/Hkv). Causal: query i sees keys j <= i + Skv - Sq.
 *
 * BLOCK_Q query rows x BLOCK_KV keys per step. Causal skipping: a query block stops at the last
 * key its last row may see (whole key blocks past the diagonal are never computed).
 * KV_SPLIT: the visible key range of a query block is cut into KV_SPLIT chunks (whole vectors
 * of keys), each with its own
 * running (max, sum, accumulator), merged at the end (flash-decoding's combine step).
 * SOFTMAX   online:   one sweep; the accumulator is rescaled when the running max grows;
 *           two_pass: a sweep for the row max, a second sweep recomputing the scores for
 *                     exp/sum/PV (no rescaling, twice the QK^T work).
 * PIPELINE  none:   scores read K^T in place (row stride Skv);
 *           single: the whole KV head's K^T is packed once, in panels of VL keys
 *                   (each D x VL, contiguous: one page at D = 64, AVX-512), reused by every
 *                   query block and every query head of its GQA group; scores are vector
 *                   axpys along the keys;
 *           double: K^T packed per block into two buffers (D x BLOCK_KV): the next block's
 *                   K^T is packed right after this block's scores, before its softmax and PV
 *                   (the pack's loads overlap that work).
 * Causal: on a block crossing the diagonal, each register tile of query rows computes scores,
 * exp and PV only up to the last key its last row may see (the rest of the row is masked).
 * UNROLL applies to the D loop of the scores and the key loop of PV. Scores, exp and PV run in
 * vectors (GCC vector extensions), in register tiles: scores 4 (AVX-512: 8) query rows x 2 vectors
 * of keys, PV 2 (AVX-512: 4) rows x 4 vectors of the output.
 */
#define NEG_INF (-INFINITY)

typedef struct {
    long D, Skv, shift;
    int causal;
    float scale;
    const float *kt, *v; /* this KV head: K^T [D, Skv], V [Skv, D] */
    const float *kth;   /* single: this KV head's K^T in panels of VL keys (D x VL each) */
} attn_t;

/* K^T element (d, j) of a packed operand: kt[(j / VL) * ps + d * ds + j % VL]; a per-block
 * D x BLOCK_KV buffer is ps = VL, ds = BLOCK_KV, the head's panels ps = D * VL, ds = VL */
#define KT_AT(kt, ps, ds, d, j) ((kt)[((j) / VL) * (ps) + (d) * (ds) + (j) % VL])

/* keys [0, n) of a query row / tile whose last row is absolute row `row` (causal), of a block
 * of bkv keys from j0 */
static inline long visible(const attn_t *a, long row, long j0, long bkv)
{
    return a->causal ? MAX(0, MIN(bkv, row + a->shift - j0 + 1)) : bkv;
}

/* per-block K^T buffer (D x BLOCK_KV): keys [j0, j0 + bkv) of every K^T row */
static void pack_kt(const attn_t *a, long j0, long bkv, float *kt)
{
    for (long d = 0; d < a->D; ++d) memcpy(kt + d * BLOCK_KV, a->kt + d * a->Skv + j0, bkv * sizeof(float));
}

/* max(a, b), NaN if either is NaN (a NaN score must make its row NaN, not be skipped) */
#define NAN_MAX(a, b) ((a) != (a) || (a) > (b) ? (a) : (b))

/* max(init, s[0..n)) in vectors (the compiler keeps a scalar max chain otherwise). NaN scores
 * are passed over (their exp makes the row's sum NaN), but a NaN init stays NaN. */
static inline float row_max(const float *s, long n, float init)
{
    vf vm = (vf){0} + init;
    long j = 0;
    for (; j + VL <= n; j += VL) {
        vf x = *(const vf *)(s + j);
        vm = vsel(x > vm, x, vm);
    }
    float mx = init;
    for (int l = 0; l < VL; ++l) mx = NAN_MAX(mx, vm[l]);
    for (; j < n; ++j) mx = NAN_MAX(mx, s[j]);
    return mx;
}

/* the cold path of a row whose scores' max is -inf: no visible key (a zero row), or only NaN
 * scores (the row must be NaN: a failed upstream value never becomes a finite output) */
static int any_nan(const float *s, long n)
{
    for (long j = 0; j < n; ++j)
        if (s[j] != s[j]) return 1;
    return 0;
}

/* S[r][j] = scale * sum_d q[r][d] K^T[d][j] for R rows x (a whole number of vectors of) keys:
 * R x NV vector accumulators over the whole D loop; returns the first key not done */
#define SCORES_ROWS(NAME, R, NV)                                                                \
    static inline long NAME(const attn_t *a, const float *qi, long j, long bkv,                 \
                            const float *kt, long ps, long ds, float *s)                        \
    {                                                                                           \
        long D = a->D;                                                                          \
        for (; j + NV * VL <= bkv; j += NV * VL) {                                              \
            vf acc[R][NV];                                                                      \
            FULL_UNROLL                                                                         \
            for (int r = 0; r < R; ++r) {                                                       \
                FULL_UNROLL                                                                     \
                for (int v = 0; v < NV; ++v) acc[r][v] = (vf){0};                               \
            }                                                                                   \
            const float *restrict kd = kt + (j / VL) * ps;                                      \
            KLOOP_UNROLL                                                                        \
            for (long d = 0; d < D; ++d) {                                                      \
                vf kv[NV];                                                                      \
                FULL_UNROLL                                                                     \
                for (int v = 0; v < NV; ++v) kv[v] = *(const vf *)(kd + v * ps + d * ds);       \
                FULL_UNROLL                                                                     \
                for (int r = 0; r < R; ++r) {                                                   \
                    float qd = qi[r * D + d];                                                   \
                    FULL_UNROLL                                                                 \
                    for (int v = 0; v < NV; ++v) acc[r][v] += qd * kv[v];                       \
                }                                                                               \
            }                                                                                   \
            FULL_UNROLL                                                                         \
            for (int r = 0; r < R; ++r) {                                                       \
                FULL_UNROLL                                                                     \
                for (int v = 0; v < NV; ++v)                                                    \
                    *(vf *)(s + r * BLOCK_KV + j + v * VL) = acc[r][v] * a->scale;              \
            }                                                                                   \
        }                                                                                       \
        return j;                                                                               \
    }
#if VL >= 16 /* 32 vector registers: taller register tiles */
#define SR 8
#define PR 4
#else
#define SR 4
#define PR 2
#endif
SCORES_ROWS(scores4x2, SR, 2)
SCORES_ROWS(scores4x1, SR, 1)
SCORES_ROWS(scores1x2, 1, 2)
SCORES_ROWS(scores1x1, 1, 1)

/* scores S[i][j] for rows [0,bq) (absolute q0+i), keys [j0, j0+bkv); masked -> -inf.
 * Register tiles of SR rows x 2 vectors of keys accumulated over the whole D loop (SR = 8 with
 * 32 vector registers), K^T element (d, j) at KT_AT(kt, ps, ds, d, j). */
static void scores(const attn_t *a, const float *q, long q0, long bq, long j0, long bkv,
                   const float *kt, long ps, long ds, float *S)
{
    long D = a->D;
    long i = 0;
    for (; i < bq; ) {
        int four = bq - i >= SR; /* a full register tile of SR rows, else one row */
        long rows = four ? SR : 1;
        float *s = S + i * BLOCK_KV;
        const float *qi = q + i * D;
        /* keys past the tile's last visible one are masked below: whole vectors up to it */
        long n = MIN(bkv, ROUND_UP(visible(a, q0 + i + rows - 1, j0, bkv), VL));
        long j = four ? scores4x1(a, qi, scores4x2(a, qi, 0, n, kt, ps, ds, s), n, kt, ps, ds, s)
                      : scores1x1(a, qi, scores1x2(a, qi, 0, n, kt, ps, ds, s), n, kt, ps, ds, s);
        for (long r = 0; r < rows; ++r)
            for (long jj = j; jj < n; ++jj) {
                float acc = 0.0f;
                for (long d = 0; d < D; ++d) acc += qi[r * D + d] * KT_AT(kt, ps, ds, d, jj);
                s[r * BLOCK_KV + jj] = acc * a->scale;
            }
        i += rows;
    }
    if (a->causal)
        for (long i = 0; i < bq; ++i) {
            float *s = S + i * BLOCK_KV;
            long last = q0 + i + a->shift; /* last visible key */
            for (long jj = MAX(0, last + 1 - j0); jj < bkv; ++jj) s[jj] = NEG_INF;
        }
}

/* acc[i] += sum_j P[i][j] V[j]: tiles of PR rows x 4 vectors of the output held in registers over
 * the keys; the rest (an odd row, D % 4 VL) vector by vector, then scalar */
static void pv(const attn_t *a, long q0, long bq, long j0, long bkv, const float *S, float *acc)
{
    long D = a->D;
    const float *restrict v0 = a->v + j0 * D;
    long i = 0;
#define PVR PR
    for (; i + PVR <= bq; i += PVR) {
        float *restrict o = acc + i * D;
        const float *p = S + i * BLOCK_KV;
        long nk = visible(a, q0 + i + PVR - 1, j0, bkv); /* P is 0 past it (causal) */
        long d = 0;
        for (; d + 4 * VL <= D; d += 4 * VL) {
            vf r[PVR][4];
            FULL_UNROLL
            for (int t = 0; t < PVR; ++t) {
                FULL_UNROLL
                for (int v = 0; v < 4; ++v) r[t][v] = *(vf *)(o + t * D + d + v * VL);
            }
            KLOOP_UNROLL
            for (long j = 0; j < nk; ++j) {
                const float *vj = v0 + j * D + d;
                vf w[4];
                FULL_UNROLL
                for (int v = 0; v < 4; ++v) {
                    w[v] = *(const vf *)(vj + v * VL);
                    IN_REGISTER(w[v]);
                }
                FULL_UNROLL
                for (int t = 0; t < PVR; ++t) {
                    float pt = p[t * BLOCK_KV + j];
                    FULL_UNROLL
                    for (int v = 0; v < 4; ++v) r[t][v] += pt * w[v];
                }
            }
            FULL_UNROLL
            for (int t = 0; t < PVR; ++t) {
                FULL_UNROLL
                for (int v = 0; v < 4; ++v) *(vf *)(o + t * D + d + v * VL) = r[t][v];
            }
        }
        for (int t = 0; t < PVR; ++t) {
            long dd = d;
            for (; dd + VL <= D; dd += VL) {
                vf rr = *(vf *)(o + t * D + dd);
                for (long j = 0; j < nk; ++j) rr += p[t * BLOCK_KV + j] * *(const vf *)(v0 + j * D + dd);
                *(vf *)(o + t * D + dd) = rr;
            }
            for (; dd < D; ++dd) {
                float rr = o[t * D + dd];
                for (long j = 0; j < nk; ++j) rr += p[t * BLOCK_KV + j] * v0[j * D + dd];
                o[t * D + dd] = rr;
            }
        }
    }
    for (; i < bq; ++i) {
        float *restrict o = acc + i * D;
        const float *p = S + i * BLOCK_KV;
        long nk = visible(a, q0 + i, j0, bkv);
        long d = 0;
        for (; d + VL <= D; d += VL) {
            vf rr = *(vf *)(o + d);
            for (long j = 0; j < nk; ++j) rr += p[j] * *(const vf *)(v0 + j * D + d);
            *(vf *)(o + d) = rr;
        }
        for (; d < D; ++d) {
            float rr = o[d];
            for (long j = 0; j < nk; ++j) rr += p[j] * v0[j * D + d];
            o[d] = rr;
        }
    }
}

/* one KV chunk [c0, c1) for a query block: fills m, l, acc (unnormalised) */
static void chunk(const attn_t *a, const float *q, long q0, long bq, long c0, long c1,
                  float *S, float *kt[2], float *acc, float *m, float *l)
{
    long D = a->D;
    for (long i = 0; i < bq; ++i) { m[i] = NEG_INF; l[i] = 0.0f; }
    memset(acc, 0, (size_t)bq * D * sizeof(float));
    if (c1 <= c0) return;
    int cur = 0;
    (void)kt; (void)cur;
#if PIPELINE == PIPE_SINGLE
#define KT(j0) (a->kth + (j0) / VL * D * VL), D * VL, VL /* the head's K^T, packed once */
#elif PIPELINE == PIPE_DOUBLE
#define KT(j0) kt[cur], VL, BLOCK_KV
#else
#define KT(j0) (a->kt + (j0)), VL, a->Skv /* K^T in place */
#endif
#if SOFTMAX == 1
    /* pass 1: row maxima */
    for (long j0 = c0; j0 < c1; j0 += BLOCK_KV) {
        long bkv = MIN(BLOCK_KV, c1 - j0);
#if PIPELINE == PIPE_DOUBLE
        pack_kt(a, j0, bkv, kt[0]);
#endif
        scores(a, q, q0, bq, j0, bkv, KT(j0), S);
        for (long i = 0; i < bq; ++i) m[i] = row_max(S + i * BLOCK_KV, bkv, m[i]);
    }
#endif
#if PIPELINE == PIPE_DOUBLE
    pack_kt(a, c0, MIN(BLOCK_KV, c1 - c0), kt[0]);
#endif
    for (long j0 = c0; j0 < c1; j0 += BLOCK_KV) {
        long bkv = MIN(BLOCK_KV, c1 - j0);
        scores(a, q, q0, bq, j0, bkv, KT(j0), S);
#if PIPELINE == PIPE_DOUBLE
        if (j0 + BLOCK_KV < c1) pack_kt(a, j0 + BLOCK_KV, MIN(BLOCK_KV, c1 - j0 - BLOCK_KV), kt[cur ^ 1]);
        cur ^= 1;
#endif
        for (long i = 0; i < bq; ++i) {
            float *s = S + i * BLOCK_KV;
            /* keys past the row's last visible one are masked (-inf: exp gives 0): whole
             * vectors up to it, zeros after */
            long n = MIN(bkv, ROUND_UP(visible(a, q0 + i, j0, bkv), VL));
#if SOFTMAX == 0
            float mx = row_max(s, n, m[i]);
            if (mx == NEG_INF) {
                if (!any_nan(s, n)) { memset(s, 0, bkv * sizeof(float)); continue; }
                mx = NAN;
            }
            if (!(mx <= m[i])) { /* a larger max, or NaN: the row becomes NaN below */
                float r = m[i] == NEG_INF ? 0.0f : expf(m[i] - mx);
                l[i] *= r;
                float *o = acc + i * D;
                for (long d = 0; d < D; ++d) o[d] *= r;
                m[i] = mx;
            }
#endif
            float mi = m[i], sum = 0.0f;
            if (mi == NEG_INF) {
                if (!any_nan(s, n)) { memset(s, 0, bkv * sizeof(float)); continue; }
                mi = m[i] = NAN; /* (two_pass: pass 1 saw only NaN scores) */
            }
            long j = 0;
            vf vs = {0};
            for (; j + VL <= n; j += VL) {
                vf e = vexpf(*(vf *)(s + j) - mi);
                *(vf *)(s + j) = e;
                vs += e;
            }
            for (int t = 0; t < VL; ++t) sum += vs[t];
            for (; j < n; ++j) { s[j] = expf(s[j] - mi); sum += s[j]; }
            if (n < bkv) memset(s + n, 0, (bkv - n) * sizeof(float));
            l[i] += sum;
        }
        pv(a, q0, bq, j0, bkv, S, acc);
    }
#undef KT
}

long aoe_out_ld(long n) { return n; }

int aoe_run(float **bufs, const long *dims)
{
    long B = dims[0], Hq = dims[1], Hkv = dims[2], Sq = dims[3], Skv = dims[4], D = dims[5];
    int causal = (int)dims[6];
    if (Hkv <= 0 || Hq % Hkv) return 3;
    long group = Hq / Hkv;
    /* per-row scratch for at most the query rows there are (QS: a split's row stride): the
     * scratch is zeroed on every call, and BLOCK_Q rows for a 1-row decode query made that a
     * tiling-dependent cost, cheap in back-to-back calls, not between a model's other ops */
    long QS = MIN(BLOCK_Q, Sq);
    float *S = aoe_alloc((size_t)QS * BLOCK_KV);
    float *kt[2] = {aoe_alloc((size_t)D * BLOCK_KV), aoe_alloc((size_t)D * BLOCK_KV)};
    float *acc = aoe_alloc((size_t)KV_SPLIT * QS * D);
    float *m = aoe_alloc((size_t)KV_SPLIT * QS), *l = aoe_alloc((size_t)KV_SPLIT * QS);
    if (!S || !kt[0] || !kt[1] || !acc || !m || !l) return 2;
    attn_t a = {D, Skv, Skv - Sq, causal, 1.0f / sqrtf((float)D), NULL, NULL, NULL};
#if PIPELINE == PIPE_SINGLE
    float *kth = aoe_alloc((size_t)D * ROUND_UP(Skv, VL)); /* one KV head's K^T panels */
    if (!kth) return 2;
    a.kth = kth;
#endif
    for (long b = 0; b < B; ++b)
        for (long h = 0; h < Hq; ++h) {
            long kvh = h / group;
            a.kt = bufs[1] + (b * Hkv + kvh) * Skv * D;
            a.v = bufs[2] + (b * Hkv + kvh) * Skv * D;
#if PIPELINE == PIPE_SINGLE
            if (h % group == 0) /* a new KV head: its K^T, once for the whole group */
                for (long j = 0; j < Skv; j += VL)
                    for (long d = 0; d < D; ++d)
                        memcpy(&KT_AT(kth, D * VL, VL, d, j), a.kt + d * Skv + j,
                               MIN(VL, Skv - j) * sizeof(float));
#endif
            const float *qh = bufs[0] + (b * Hq + h) * Sq * D;
            float *oh = bufs[3] + (b * Hq + h) * Sq * D;
            for (long q0 = 0; q0 < Sq; q0 += BLOCK_Q) {
                long bq = MIN(BLOCK_Q, Sq - q0);
                long kv_len = Skv;
                if (causal) kv_len = MAX(0, MIN(Skv, q0 + bq + a.shift)); /* causal skipping */
                long per = ROUND_UP((kv_len + KV_SPLIT - 1) / KV_SPLIT, VL); /* whole panels */
                if (per < 1) per = 1;
                for (long s = 0; s < KV_SPLIT; ++s) {
                    long c0 = MIN(kv_len, s * per), c1 = MIN(kv_len, (s + 1) * per);
                    chunk(&a, qh + q0 * D, q0, bq, c0, c1, S, kt,
                          acc + s * QS * D, m + s * QS, l + s * QS);
                }
                /* combine the splits */
                for (long i = 0; i < bq; ++i) {
                    float mx = NEG_INF;
                    for (long s = 0; s < KV_SPLIT; ++s) mx = NAN_MAX(mx, m[s * QS + i]);
                    float *o = oh + (q0 + i) * D;
                    for (long d = 0; d < D; ++d) o[d] = 0.0f;
                    if (mx == NEG_INF) continue; /* no visible key: zero row */
                    float den = 0.0f;
                    for (long s = 0; s < KV_SPLIT; ++s) {
                        float ms = m[s * QS + i];
                        if (ms == NEG_INF) continue;
                        float w = expf(ms - mx);
                        den += w * l[s * QS + i];
                        const float *as = acc + (s * QS + i) * D;
                        for (long d = 0; d < D; ++d) o[d] += w * as[d];
                    }
                    float inv = 1.0f / den;
                    for (long d = 0; d < D; ++d) o[d] *= inv;
                }
            }
        }
    aoe_free(S); aoe_free(kt[0]); aoe_free(kt[1]); aoe_free(acc); aoe_free(m); aoe_free(l);
#if PIPELINE == PIPE_SINGLE
    aoe_free(kth);
#endif
    return 0;
}
