/* FFN  Y = act(X Wg) * (X Wu) @ Wd   (gated)   or   Y = act(X Wu) @ Wd,  float32.
 *   bufs = {X [T,H], Wg [H,I] or NULL, Wu [H,I], Wd [I,H], Hs [T,I] scratch,
 *           P prepacked weights or NULL, Y [T,H]}
 *   dims = {T, H, I, gated, act}   act: 0 relu, 1 gelu (erf), 2 gelu (tanh), 3 fastgelu
 *                                  (x * sigmoid(1.702 x)), 4 silu
 * Prepacked weights (the runtime's constant weights, packed once per session):
 *   long aoe_pack_size(const long *dims)   floats P needs (0: this tiling packs nothing)
 *   int  aoe_pack(float **bufs, const long *dims)   packs bufs[1..3] into bufs[5]
 * P holds, for each phase whose pipeline is single_buffer, the column stripes that phase would
 * pack (below), all of them, in column order; aoe_run then reads them instead of packing.
 *
 * Each phase is a GEMM with its own tiling (unprefixed: gate/up, DOWN_*: down projection):
 * Phase 1 (gate/up): TILE_M rows x TILE_N columns blocks, reduction in TILE_K steps; gate and up
 * share each A row. Phase 2 (down): DOWN_TILE_M x DOWN_TILE_N blocks, DOWN_TILE_K steps.
 * FUSE_ACTIVATION  1: activation and gating in the epilogue of each gate/up block;
 *                  0: gate and up are materialised, a separate pass applies act(g) * u.
 * PIPELINE / DOWN_PIPELINE  none:   weights read in place (row stride I or H);
 *           single: the weights' whole K x TILE_N column stripe is packed contiguous (k-major)
 *                   when the walk moves to another column block, and reused by every row block
 *                   visited while it stays there (a column-outer SCHEDULE packs each weight once
 *                   per call);
 *           double: two pack buffers; while the rows of a block are multiplied, the next
 *                   k-step's weight block is packed one slice per row (interleaved).
 * L1_PREFETCH / DOWN_L1_PREFETCH  prefetch the next activation row of the block while the
 *           current one is multiplied.
 * SCHEDULE / DOWN_SCHEDULE  walk of the output blocks: default / throughput row blocks outer
 *           (the activation rows stay cache-hot across the column blocks); latency column
 *           blocks outer (each weight panel is read once and reused by every row block);
 *           balanced: groups of 4 row blocks, column blocks outer within a group.
 * UNROLL applies to the reduction loop (both phases).
 * Inside a block, rows go in register blocks of FR rows x 2 vectors of columns (vector
 * accumulators over the whole k-step); leftover rows and columns take vector axpy loops.
 */
static inline float act_fn(int code, float x)
{
    switch (code) {
    case 0: return x > 0.0f ? x : 0.0f;
    case 1: return 0.5f * x * (1.0f + erff(x * 0.70710678f));
    case 2: return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
    case 3: return x / (1.0f + expf(-1.702f * x));
    default: return x / (1.0f + expf(-x));
    }
}

/* h[j] = act(g[j]) * u[j] (gated) or act(u[j]), j < n: whole vectors through vexpf for the
 * sigmoid-form activations (silu, fastgelu, tanh-gelu = x * sigmoid(2 * 0.79788456 (x + 0.044715 x^3))),
 * relu in vectors, erf-gelu and the tail scalar */
static void act_rows(int code, float *h, const float *g, const float *u, long n, int gated)
{
    long j = 0;
    if (code != 1)
        for (; j + VL <= n; j += VL) {
            vf x = *(const vf *)((gated ? g : u) + j), y;
            if (code == 0) y = vsel(x > 0.0f, x, (vf){0});
            else {
                vf k = code == 4 ? -x : code == 3 ? -1.702f * x
                                                 : -1.5957691216f * (x + 0.044715f * x * x * x);
                y = x / (1.0f + vexpf(k));
            }
            *(vf *)(h + j) = gated ? y * *(const vf *)(u + j) : y;
        }
    for (; j < n; ++j) h[j] = gated ? act_fn(code, g[j]) * u[j] : act_fn(code, u[j]);
}

static void pack_w(int nw, const float *const *W, long ldw, long k0, long n0, long nb,
                   long tk, float *dst, long p0, long p1)
{
    for (int w = 0; w < nw; ++w)
        for (long p = p0; p < p1; ++p)
            memcpy(dst + w * tk * nb + p * nb, W[w] + (k0 + p) * ldw + n0, nb * sizeof(float));
}

/* Register blocking inside a block: FR rows x FN = 2 vectors of columns of an accumulator tile
 * live in registers for the whole k-step (as the GEMM's micro-kernel); a leftover vector of
 * columns takes a 1-vector tile, leftover rows and columns an axpy loop. */
#define FN (2 * VL)
#if VL >= 16
#define FR 8
#elif VL == 8
#define FR 6
#else
#define FR 3
#endif

/* c[i*ldc + j] += sum_{p<kb} a[i*lda + p] * b[p*ldb + j] for i < FR, j < NVEC * VL */
#define FFN_TILE(NAME, NVEC)                                                                    \
    static inline void NAME(long kb, const float *restrict a, long lda, const float *restrict b, \
                            long ldb, float *restrict c, long ldc)                              \
    {                                                                                           \
        vf acc[FR][NVEC];                                                                       \
        FULL_UNROLL                                                                             \
        for (long i = 0; i < FR; ++i) {                                                         \
            FULL_UNROLL                                                                         \
            for (long v = 0; v < NVEC; ++v) acc[i][v] = *(const vf *)(c + i * ldc + v * VL);    \
        }                                                                                       \
        KLOOP_UNROLL                                                                            \
        for (long p = 0; p < kb; ++p) {                                                         \
            vf bv[NVEC];                                                                        \
            FULL_UNROLL                                                                         \
            for (long v = 0; v < NVEC; ++v) bv[v] = *(const vf *)(b + p * ldb + v * VL);        \
            FULL_UNROLL                                                                         \
            for (long i = 0; i < FR; ++i) {                                                     \
                float ai = a[i * lda + p];                                                      \
                FULL_UNROLL                                                                     \
                for (long v = 0; v < NVEC; ++v) acc[i][v] += ai * bv[v];                        \
            }                                                                                   \
        }                                                                                       \
        FULL_UNROLL                                                                             \
        for (long i = 0; i < FR; ++i) {                                                         \
            FULL_UNROLL                                                                         \
            for (long v = 0; v < NVEC; ++v) *(vf *)(c + i * ldc + v * VL) = acc[i][v];          \
        }                                                                                       \
    }
FFN_TILE(ffn_tile, 2)
FFN_TILE(ffn_tile1, 1)

/* c[i*ldc + j] += sum_{p<kb} a[i*lda + p] * b[p*ldb + j] for i < mr, j0 <= j < nb (axpy form,
 * four k rows per sweep in vectors: one load/store of c per four FMAs, the decode-shaped GEMV) */
static inline void ffn_rows_axpy(long kb, const float *a, long lda, const float *b, long ldb,
                                 float *c, long ldc, long mr, long j0, long nb)
{
    if (j0 >= nb) return; /* no leftover columns (the tiles took them all) */
    for (long i = 0; i < mr; ++i) {
        float *restrict cr = c + i * ldc;
        const float *ar = a + i * lda;
        long p = 0;
        KLOOP_UNROLL
        for (; p + 4 <= kb; p += 4) {
            const float *restrict b0 = b + p * ldb, *restrict b1 = b0 + ldb;
            const float *restrict b2 = b1 + ldb, *restrict b3 = b2 + ldb;
            float a0 = ar[p], a1 = ar[p + 1], a2 = ar[p + 2], a3 = ar[p + 3];
            long j = j0;
            for (; j + VL <= nb; j += VL)
                *(vf *)(cr + j) += a0 * *(const vf *)(b0 + j) + a1 * *(const vf *)(b1 + j)
                                   + a2 * *(const vf *)(b2 + j) + a3 * *(const vf *)(b3 + j);
            for (; j < nb; ++j) cr[j] += a0 * b0[j] + a1 * b1[j] + a2 * b2[j] + a3 * b3[j];
        }
        for (; p < kb; ++p) {
            float ap = ar[p];
            const float *restrict br = b + p * ldb;
            for (long j = j0; j < nb; ++j) cr[j] += ap * br[j];
        }
    }
}

/* single: the column stripe in use (weights w at cur + w * K * nb, row stride nb): packed into
 * buf when the block's stripe is not the one it holds, or read from the prepacked stripes pre
 * (the stripe from column n0 at pre + n0 * nw * K: every stripe before it is TILE_N wide) */
typedef struct {
    float *buf;
    const float *pre, *cur, *w0;
    long n0, nb;
} stripe_t;

/* acc[w][i*nb + j] = sum_k A[i0+i, k] * W[w][k, n0+j] over the whole K, in tk steps */
static inline void block_gemm(int nw, const float *const *W, long ldw, const float *A, long lda,
                              long K, long i0, long mb, long n0, long nb, long tk, float **acc,
                              float **pk, stripe_t *sp, int pipe, int pf)
{
    for (int w = 0; w < nw; ++w) memset(acc[w], 0, (size_t)mb * nb * sizeof(float));
    int cur = 0;
    long nfull = (nb / FN) * FN;
    if (pipe == PIPE_DOUBLE) pack_w(nw, W, ldw, 0, n0, nb, tk, pk[0], 0, MIN(tk, K));
    if (pipe == PIPE_SINGLE && sp->pre) {
        sp->cur = sp->pre + n0 * nw * K;
    } else if (pipe == PIPE_SINGLE && (sp->w0 != W[0] || sp->n0 != n0 || sp->nb != nb)) {
        pack_w(nw, W, ldw, 0, n0, nb, K, sp->buf, 0, K); /* a new column stripe */
        sp->cur = sp->buf; sp->w0 = W[0]; sp->n0 = n0; sp->nb = nb;
    }
    for (long k0 = 0; k0 < K; k0 += tk) {
        long kb = MIN(tk, K - k0);
        const float *bw[2] = {NULL, NULL};
        long ldb;
        if (pipe == PIPE_NONE) {
            for (int w = 0; w < nw; ++w) bw[w] = W[w] + k0 * ldw + n0;
            ldb = ldw;
        } else if (pipe == PIPE_SINGLE) {
            for (int w = 0; w < nw; ++w) bw[w] = sp->cur + w * K * nb + k0 * nb;
            ldb = nb;
        } else {
            for (int w = 0; w < nw; ++w) bw[w] = pk[cur] + w * tk * nb;
            ldb = nb;
        }
        long k1 = k0 + tk, kb1 = k1 < K ? MIN(tk, K - k1) : 0;
        for (long i = 0; i < mb;) {
            long mr = mb - i >= FR ? FR : 1; /* a register block of rows, else one row */
            const float *a = A + (i0 + i) * lda + k0;
            if (pf && i + mr < mb)
                for (long r = 0; r < MIN(mr, mb - i - mr); ++r)
                    for (long p = 0; p < kb; p += 16) __builtin_prefetch(a + (mr + r) * lda + p, 0, 3);
            for (int w = 0; w < nw; ++w) {
                float *c = acc[w] + i * nb;
                long j0 = 0;
                if (mr == FR) {
                    for (; j0 < nfull; j0 += FN) ffn_tile(kb, a, lda, bw[w] + j0, ldb, c + j0, nb);
                    for (; j0 + VL <= nb; j0 += VL) ffn_tile1(kb, a, lda, bw[w] + j0, ldb, c + j0, nb);
                }
                ffn_rows_axpy(kb, a, lda, bw[w], ldb, c, nb, mr, j0, nb);
            }
            if (pipe == PIPE_DOUBLE && kb1)
                pack_w(nw, W, ldw, k1, n0, nb, tk, pk[cur ^ 1], kb1 * i / mb, kb1 * (i + mr) / mb);
            i += mr;
        }
        if (pipe == PIPE_DOUBLE) cur ^= 1;
    }
}

/* the (row block, column block) visited at step idx of a walk over mbk x nbk blocks */
static inline void walk(int sched, long idx, long mbk, long nbk, long *bi, long *bj)
{
    if (sched == 3) { /* latency: column blocks outer */
        *bj = idx / mbk; *bi = idx % mbk;
    } else if (sched == 1) { /* balanced: groups of 4 row blocks, columns outer in a group */
        long g = idx / (4 * nbk), gr = MIN(4, mbk - 4 * g), r = idx - g * 4 * nbk;
        *bj = r / gr; *bi = 4 * g + r % gr;
    } else { /* default, throughput: row blocks outer */
        *bi = idx / nbk; *bj = idx % nbk;
    }
}

long aoe_out_ld(long n) { return n; }

/* floats of the prepacked stripes of phase 1 (gate/up) and of phase 2 (down) */
static void pack_sizes(const long *dims, long *p1, long *p2)
{
    long H = dims[1], I = dims[2], nw = dims[3] ? 2 : 1;
    *p1 = PIPELINE == PIPE_SINGLE ? nw * H * I : 0;
    *p2 = DOWN_PIPELINE == PIPE_SINGLE ? I * H : 0;
}

long aoe_pack_size(const long *dims)
{
    long p1, p2;
    pack_sizes(dims, &p1, &p2);
    return p1 + p2;
}

int aoe_pack(float **bufs, const long *dims)
{
    long H = dims[1], I = dims[2], p1, p2;
    int nw = dims[3] ? 2 : 1;
    const float *Wgu[2] = {bufs[2], bufs[1]}, *Wdn[1] = {bufs[3]};
    float *P = bufs[5];
    if (!P || (nw == 2 && !bufs[1])) return 1;
    pack_sizes(dims, &p1, &p2);
    if (p1)
        for (long n0 = 0; n0 < I; n0 += TILE_N)
            pack_w(nw, Wgu, I, 0, n0, MIN(TILE_N, I - n0), H, P + n0 * nw * H, 0, H);
    if (p2)
        for (long n0 = 0; n0 < H; n0 += DOWN_TILE_N)
            pack_w(1, Wdn, H, 0, n0, MIN(DOWN_TILE_N, H - n0), I, P + p1 + n0 * I, 0, I);
    return 0;
}

int aoe_run(float **bufs, const long *dims)
{
    long T = dims[0], H = dims[1], I = dims[2];
    int gated = (int)dims[3], act = (int)dims[4];
    const float *X = bufs[0], *Wd = bufs[3];
    float *Hs = bufs[4], *Y = bufs[6];
    long p1, p2;
    pack_sizes(dims, &p1, &p2);
    const float *Wgu[2] = {bufs[2], bufs[1]}; /* up, gate */
    int nw = gated ? 2 : 1;
    /* scratch no larger than these dims and this tiling use (each buffer is zeroed on every
     * call: tiles far beyond a small matrix, or buffers a pipeline never touches, made that a
     * tiling-dependent cost, cheap in back-to-back calls and not between a model's other ops) */
    long am = MIN(MAX(TILE_M, DOWN_TILE_M), T);
    long n1 = MIN(TILE_N, I), n2 = MIN(DOWN_TILE_N, H);
    size_t pkn = MAX(PIPELINE == PIPE_DOUBLE ? (size_t)TILE_K * n1 : 0,
                     DOWN_PIPELINE == PIPE_DOUBLE ? (size_t)DOWN_TILE_K * n2 : 0);
    size_t spn = MAX(PIPELINE == PIPE_SINGLE && !(bufs[5] && p1) ? 2 * (size_t)H * n1 : 0,
                     DOWN_PIPELINE == PIPE_SINGLE && !(bufs[5] && p2) ? (size_t)I * n2 : 0);
    float *acc[2] = {aoe_alloc((size_t)am * MAX(n1, n2)), aoe_alloc((size_t)MIN(TILE_M, T) * n1)};
    float *pk[2] = {aoe_alloc(2 * pkn), aoe_alloc(2 * pkn)};
    stripe_t sp = {aoe_alloc(spn), NULL, NULL, NULL, -1, -1};
    if (bufs[5] && p1) sp.pre = bufs[5];
    float *G = NULL;
    if (!FUSE_ACTIVATION && gated) G = aoe_alloc((size_t)T * I);
    if (!acc[0] || !acc[1] || !pk[0] || !pk[1] || !sp.buf || (!FUSE_ACTIVATION && gated && !G))
        return 2;
    /* phase 1: gate / up */
    long mbk = (T + TILE_M - 1) / TILE_M, nbk = (I + TILE_N - 1) / TILE_N;
    for (long idx = 0; idx < mbk * nbk; ++idx) {
        long bi, bj;
        walk(SCHEDULE, idx, mbk, nbk, &bi, &bj);
        long i0 = bi * TILE_M, n0 = bj * TILE_N;
        long mb = MIN(TILE_M, T - i0), nb = MIN(TILE_N, I - n0);
        block_gemm(nw, Wgu, I, X, H, H, i0, mb, n0, nb, TILE_K, acc, pk, &sp, PIPELINE,
                   L1_PREFETCH);
        for (long i = 0; i < mb; ++i) {
            float *h = Hs + (i0 + i) * I + n0;
            const float *u = acc[0] + i * nb, *g = acc[1] + i * nb;
#if FUSE_ACTIVATION
            act_rows(act, h, g, u, nb, gated);
#else
            (void)g;
            memcpy(h, u, nb * sizeof(float));
            if (gated) memcpy(G + (i0 + i) * I + n0, acc[1] + i * nb, nb * sizeof(float));
#endif
        }
    }
#if !FUSE_ACTIVATION
    act_rows(act, Hs, G, Hs, T * I, gated);
#endif
    /* phase 2: down projection */
    const float *Wdn[1] = {Wd};
    sp.pre = bufs[5] && p2 ? bufs[5] + p1 : NULL;
    mbk = (T + DOWN_TILE_M - 1) / DOWN_TILE_M;
    nbk = (H + DOWN_TILE_N - 1) / DOWN_TILE_N;
    for (long idx = 0; idx < mbk * nbk; ++idx) {
        long bi, bj;
        walk(DOWN_SCHEDULE, idx, mbk, nbk, &bi, &bj);
        long i0 = bi * DOWN_TILE_M, n0 = bj * DOWN_TILE_N;
        long mb = MIN(DOWN_TILE_M, T - i0), nb = MIN(DOWN_TILE_N, H - n0);
        block_gemm(1, Wdn, H, Hs, I, I, i0, mb, n0, nb, DOWN_TILE_K, acc, pk, &sp, DOWN_PIPELINE,
                   DOWN_L1_PREFETCH);
        for (long i = 0; i < mb; ++i) memcpy(Y + (i0 + i) * H + n0, acc[0] + i * nb, nb * sizeof(float));
    }
    aoe_free(acc[0]); aoe_free(acc[1]); aoe_free(pk[0]); aoe_free(pk[1]); aoe_free(sp.buf); aoe_free(G);
    return 0;
}
