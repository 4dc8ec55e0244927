/* Attention core  O = softmax(Q K^T / sqrt(D) [+ causal mask]) V, float32, GQA.
 *   bufs = {Q [B,Hq,Sq,D], K [B,Hkv,Skv,D], V [B,Hkv,Skv,D], O [B,Hq,Sq,D]}
 *   dims = {B, Hq, Hkv, Sq, Skv, D, causal}
 * Query head h reads KV head h / (Hq/Hkv). Causal: query i sees keys j <= i + Skv - Sq.
 *
 * BLOCK_Q query rows x BLOCK_KV keys per step. Causal skipping: a query block stops at the last
 * key its last row may see (whole key blocks past the diagonal are never computed).
 * KV_SPLIT: the visible key range of a query block is cut into KV_SPLIT chunks, each with its own
 * running (max, sum, accumulator), merged at the end (flash-decoding's combine step).
 * SOFTMAX   online:   one sweep; the accumulator is rescaled when the running max grows;
 *           two_pass: a sweep for the row max, a second sweep recomputing the scores for
 *                     exp/sum/PV (no rescaling, twice the QK^T work).
 * PIPELINE  none:   scores as dot products straight from K rows (reduction along D);
 *           single: the K block is packed transposed (D x BLOCK_KV) so scores are vector
 *                   axpys along the keys;
 *           double: two K^T buffers: the next block's K^T is packed right after this block's
 *                   scores, before its softmax and PV (the pack's loads overlap that work).
 * UNROLL applies to the D loop of the scores and of PV.
 */
#define NEG_INF (-INFINITY)

typedef struct {
    long D, Skv, shift;
    int causal;
    float scale;
    const float *k, *v; /* this KV head */
} attn_t;

static void pack_kt(const attn_t *a, long j0, long bkv, float *kt)
{
    for (long j = 0; j < bkv; ++j) {
        const float *src = a->k + (j0 + j) * a->D;
        for (long d = 0; d < a->D; ++d) kt[d * BLOCK_KV + j] = src[d];
    }
}

/* scores S[i][j] for rows [0,bq) (absolute q0+i), keys [j0, j0+bkv); masked -> -inf */
static void scores(const attn_t *a, const float *q, long q0, long bq, long j0, long bkv,
                   const float *kt, float *S)
{
    long D = a->D;
    for (long i = 0; i < bq; ++i) {
        float *s = S + i * BLOCK_KV;
        const float *qi = q + i * D;
#if PIPELINE == PIPE_NONE
        (void)kt;
        for (long j = 0; j < bkv; ++j) {
            const float *kj = a->k + (j0 + j) * D;
            float acc = 0.0f;
            KLOOP_UNROLL
            for (long d = 0; d < D; ++d) acc += qi[d] * kj[d];
            s[j] = acc * a->scale;
        }
#else
        for (long j = 0; j < bkv; ++j) s[j] = 0.0f;
        KLOOP_UNROLL
        for (long d = 0; d < D; ++d) {
            float qd = qi[d] * a->scale;
            const float *restrict kd = kt + d * BLOCK_KV;
            for (long j = 0; j < bkv; ++j) s[j] += qd * kd[j];
        }
#endif
        if (a->causal) {
            long last = q0 + i + a->shift; /* last visible key */
            for (long j = 0; j < bkv; ++j)
                if (j0 + j > last) s[j] = NEG_INF;
        }
    }
}

static void pv(const attn_t *a, long bq, long j0, long bkv, const float *S, float *acc)
{
    long D = a->D;
    for (long i = 0; i < bq; ++i) {
        float *restrict o = acc + i * D;
        const float *p = S + i * BLOCK_KV;
        for (long j = 0; j < bkv; ++j) {
            float pj = p[j];
            if (pj == 0.0f) continue;
            const float *restrict vj = a->v + (j0 + j) * D;
            KLOOP_UNROLL
            for (long d = 0; d < D; ++d) o[d] += pj * vj[d];
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
#if SOFTMAX == 1
    /* pass 1: row maxima */
    for (long j0 = c0; j0 < c1; j0 += BLOCK_KV) {
        long bkv = MIN(BLOCK_KV, c1 - j0);
#if PIPELINE != PIPE_NONE
        pack_kt(a, j0, bkv, kt[0]);
#endif
        scores(a, q, q0, bq, j0, bkv, kt[0], S);
        for (long i = 0; i < bq; ++i)
            for (long j = 0; j < bkv; ++j) m[i] = MAX(m[i], S[i * BLOCK_KV + j]);
    }
#endif
#if PIPELINE == PIPE_DOUBLE
    pack_kt(a, c0, MIN(BLOCK_KV, c1 - c0), kt[0]);
#endif
    for (long j0 = c0; j0 < c1; j0 += BLOCK_KV) {
        long bkv = MIN(BLOCK_KV, c1 - j0);
#if PIPELINE == PIPE_SINGLE
        pack_kt(a, j0, bkv, kt[0]);
#endif
        scores(a, q, q0, bq, j0, bkv, kt[cur], S);
#if PIPELINE == PIPE_DOUBLE
        if (j0 + BLOCK_KV < c1) pack_kt(a, j0 + BLOCK_KV, MIN(BLOCK_KV, c1 - j0 - BLOCK_KV), kt[cur ^ 1]);
        cur ^= 1;
#endif
        for (long i = 0; i < bq; ++i) {
            float *s = S + i * BLOCK_KV;
#if SOFTMAX == 0
            float mx = m[i];
            for (long j = 0; j < bkv; ++j) mx = MAX(mx, s[j]);
            if (mx == NEG_INF) { for (long j = 0; j < bkv; ++j) s[j] = 0.0f; continue; }
            if (mx > m[i]) {
                float r = m[i] == NEG_INF ? 0.0f : expf(m[i] - mx);
                l[i] *= r;
                float *o = acc + i * D;
                for (long d = 0; d < D; ++d) o[d] *= r;
                m[i] = mx;
            }
#endif
            float mi = m[i], sum = 0.0f;
            if (mi == NEG_INF) { for (long j = 0; j < bkv; ++j) s[j] = 0.0f; continue; }
            for (long j = 0; j < bkv; ++j) { s[j] = expf(s[j] - mi); sum += s[j]; }
            l[i] += sum;
        }
        pv(a, bq, j0, bkv, S, acc);
    }
}

long aoe_out_ld(long n) { return n; }

int aoe_run(float **bufs, const long *dims)
{
    long B = dims[0], Hq = dims[1], Hkv = dims[2], Sq = dims[3], Skv = dims[4], D = dims[5];
    int causal = (int)dims[6];
    if (Hkv <= 0 || Hq % Hkv) return 3;
    long group = Hq / Hkv;
    float *S = aoe_alloc((size_t)BLOCK_Q * BLOCK_KV);
    float *kt[2] = {aoe_alloc((size_t)D * BLOCK_KV), aoe_alloc((size_t)D * BLOCK_KV)};
    float *acc = aoe_alloc((size_t)KV_SPLIT * BLOCK_Q * D);
    float *m = aoe_alloc((size_t)KV_SPLIT * BLOCK_Q), *l = aoe_alloc((size_t)KV_SPLIT * BLOCK_Q);
    if (!S || !kt[0] || !kt[1] || !acc || !m || !l) return 2;
    attn_t a = {D, Skv, Skv - Sq, causal, 1.0f / sqrtf((float)D), NULL, NULL};
    for (long b = 0; b < B; ++b)
        for (long h = 0; h < Hq; ++h) {
            long kvh = h / group;
            a.k = bufs[1] + (b * Hkv + kvh) * Skv * D;
            a.v = bufs[2] + (b * Hkv + kvh) * Skv * D;
            const float *qh = bufs[0] + (b * Hq + h) * Sq * D;
            float *oh = bufs[3] + (b * Hq + h) * Sq * D;
            for (long q0 = 0; q0 < Sq; q0 += BLOCK_Q) {
                long bq = MIN(BLOCK_Q, Sq - q0);
                long kv_len = Skv;
                if (causal) kv_len = MAX(0, MIN(Skv, q0 + bq + a.shift)); /* causal skipping */
                long per = (kv_len + KV_SPLIT - 1) / KV_SPLIT;
                if (per < 1) per = 1;
                for (long s = 0; s < KV_SPLIT; ++s) {
                    long c0 = MIN(kv_len, s * per), c1 = MIN(kv_len, (s + 1) * per);
                    chunk(&a, qh + q0 * D, q0, bq, c0, c1, S, kt,
                          acc + s * BLOCK_Q * D, m + s * BLOCK_Q, l + s * BLOCK_Q);
                }
                /* combine the splits */
                for (long i = 0; i < bq; ++i) {
                    float mx = NEG_INF;
                    for (long s = 0; s < KV_SPLIT; ++s) mx = MAX(mx, m[s * BLOCK_Q + i]);
                    float *o = oh + (q0 + i) * D;
                    for (long d = 0; d < D; ++d) o[d] = 0.0f;
                    if (mx == NEG_INF) continue; /* no visible key: zero row */
                    float den = 0.0f;
                    for (long s = 0; s < KV_SPLIT; ++s) {
                        float ms = m[s * BLOCK_Q + i];
                        if (ms == NEG_INF) continue;
                        float w = expf(ms - mx);
                        den += w * l[s * BLOCK_Q + i];
                        const float *as = acc + (s * BLOCK_Q + i) * D;
                        for (long d = 0; d < D; ++d) o[d] += w * as[d];
                    }
                    float inv = 1.0f / den;
                    for (long d = 0; d < D; ++d) o[d] *= inv;
                }
            }
        }
    free(S); free(kt[0]); free(kt[1]); free(acc); free(m); free(l);
    return 0;
}
