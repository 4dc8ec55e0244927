/* FFN  Y = act(X Wg) * (X Wu) @ Wd   (gated)   or   Y = act(X Wu) @ Wd,  float32.
 *   bufs = {X [T,H], Wg [H,I] or NULL, Wu [H,I], Wd [I,H], Hs [T,I] scratch, Y [T,H]}
 *   dims = {T, H, I, gated, act}   act: 0 relu, 1 gelu (erf), 2 gelu (tanh), 3 fastgelu
 *                                  (x * sigmoid(1.702 x)), 4 silu
 *
 * Each phase is a GEMM with its own tiling (unprefixed: gate/up, DOWN_*: down projection):
 * Phase 1 (gate/up): TILE_M rows x TILE_N columns blocks, reduction in TILE_K steps; gate and up
 * share each A row. Phase 2 (down): DOWN_TILE_M x DOWN_TILE_N blocks, DOWN_TILE_K steps.
 * FUSE_ACTIVATION  1: activation and gating in the epilogue of each gate/up block;
 *                  0: gate and up are materialised, a separate pass applies act(g) * u.
 * PIPELINE / DOWN_PIPELINE  none:   weights read in place (row stride I or H);
 *           single: each TILE_K x TILE_N weight block is packed contiguous before use;
 *           double: two pack buffers; while the rows of a block are multiplied, the next
 *                   k-step's weight block is packed one slice per row (interleaved).
 * L1_PREFETCH / DOWN_L1_PREFETCH  prefetch the next activation row of the block while the
 *           current one is multiplied.
 * SCHEDULE / DOWN_SCHEDULE  walk of the output blocks: default / throughput row blocks outer
 *           (the activation rows stay cache-hot across the column blocks); latency column
 *           blocks outer (each weight panel is read once and reused by every row block);
 *           balanced: groups of 4 row blocks, column blocks outer within a group.
 * UNROLL applies to the reduction loop (both phases).
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

#define PK_MAX (MAX(TILE_K * TILE_N, DOWN_TILE_K * DOWN_TILE_N))

static void pack_w(int nw, const float *const *W, long ldw, long k0, long n0, long nb,
                   long tk, float *dst, long p0, long p1)
{
    for (int w = 0; w < nw; ++w)
        for (long p = p0; p < p1; ++p)
            memcpy(dst + w * tk * nb + p * nb, W[w] + (k0 + p) * ldw + n0, nb * sizeof(float));
}

/* acc[w][i*nb + j] = sum_k A[i0+i, k] * W[w][k, n0+j] over the whole K, in tk steps */
static inline void block_gemm(int nw, const float *const *W, long ldw, const float *A, long lda,
                              long K, long i0, long mb, long n0, long nb, long tk, float **acc,
                              float **pk, int pipe, int pf)
{
    for (int w = 0; w < nw; ++w) memset(acc[w], 0, (size_t)mb * nb * sizeof(float));
    int cur = 0;
    if (pipe == PIPE_DOUBLE) pack_w(nw, W, ldw, 0, n0, nb, tk, pk[0], 0, MIN(tk, K));
    for (long k0 = 0; k0 < K; k0 += tk) {
        long kb = MIN(tk, K - k0);
        const float *bw[2] = {NULL, NULL};
        long ldb;
        if (pipe == PIPE_NONE) {
            for (int w = 0; w < nw; ++w) bw[w] = W[w] + k0 * ldw + n0;
            ldb = ldw;
        } else {
            if (pipe == PIPE_SINGLE) pack_w(nw, W, ldw, k0, n0, nb, tk, pk[0], 0, kb);
            for (int w = 0; w < nw; ++w) bw[w] = pk[cur] + w * tk * nb;
            ldb = nb;
        }
        long k1 = k0 + tk, kb1 = k1 < K ? MIN(tk, K - k1) : 0;
        for (long i = 0; i < mb; ++i) {
            const float *a = A + (i0 + i) * lda + k0;
            if (pf && i + 1 < mb)
                for (long p = 0; p < kb; p += 16) __builtin_prefetch(a + lda + p, 0, 3);
            for (int w = 0; w < nw; ++w) {
                float *restrict c = acc[w] + i * nb;
                KLOOP_UNROLL
                for (long p = 0; p < kb; ++p) {
                    float ap = a[p];
                    const float *restrict b = bw[w] + p * ldb;
                    for (long j = 0; j < nb; ++j) c[j] += ap * b[j];
                }
            }
            if (pipe == PIPE_DOUBLE && kb1)
                pack_w(nw, W, ldw, k1, n0, nb, tk, pk[cur ^ 1], kb1 * i / mb, kb1 * (i + 1) / mb);
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

int aoe_run(float **bufs, const long *dims)
{
    long T = dims[0], H = dims[1], I = dims[2];
    int gated = (int)dims[3], act = (int)dims[4];
    const float *X = bufs[0], *Wd = bufs[3];
    float *Hs = bufs[4], *Y = bufs[5];
    const float *Wgu[2] = {bufs[2], bufs[1]}; /* up, gate */
    int nw = gated ? 2 : 1;
    long am = MAX(TILE_M, DOWN_TILE_M);
    float *acc[2] = {aoe_alloc((size_t)am * MAX(TILE_N, DOWN_TILE_N)), aoe_alloc((size_t)TILE_M * TILE_N)};
    float *pk[2] = {aoe_alloc(2 * (size_t)PK_MAX), aoe_alloc(2 * (size_t)PK_MAX)};
    float *G = NULL;
    if (!FUSE_ACTIVATION && gated) G = aoe_alloc((size_t)T * I);
    if (!acc[0] || !acc[1] || !pk[0] || !pk[1] || (!FUSE_ACTIVATION && gated && !G)) return 2;
    /* phase 1: gate / up */
    long mbk = (T + TILE_M - 1) / TILE_M, nbk = (I + TILE_N - 1) / TILE_N;
    for (long idx = 0; idx < mbk * nbk; ++idx) {
        long bi, bj;
        walk(SCHEDULE, idx, mbk, nbk, &bi, &bj);
        long i0 = bi * TILE_M, n0 = bj * TILE_N;
        long mb = MIN(TILE_M, T - i0), nb = MIN(TILE_N, I - n0);
        block_gemm(nw, Wgu, I, X, H, H, i0, mb, n0, nb, TILE_K, acc, pk, PIPELINE, L1_PREFETCH);
        for (long i = 0; i < mb; ++i) {
            float *h = Hs + (i0 + i) * I + n0;
            const float *u = acc[0] + i * nb, *g = acc[1] + i * nb;
#if FUSE_ACTIVATION
            if (gated) for (long j = 0; j < nb; ++j) h[j] = act_fn(act, g[j]) * u[j];
            else for (long j = 0; j < nb; ++j) h[j] = act_fn(act, u[j]);
#else
            (void)g;
            memcpy(h, u, nb * sizeof(float));
            if (gated) memcpy(G + (i0 + i) * I + n0, acc[1] + i * nb, nb * sizeof(float));
#endif
        }
    }
#if !FUSE_ACTIVATION
    for (long t = 0; t < T * I; ++t) Hs[t] = gated ? act_fn(act, G[t]) * Hs[t] : act_fn(act, Hs[t]);
#endif
    /* phase 2: down projection */
    const float *Wdn[1] = {Wd};
    mbk = (T + DOWN_TILE_M - 1) / DOWN_TILE_M;
    nbk = (H + DOWN_TILE_N - 1) / DOWN_TILE_N;
    for (long idx = 0; idx < mbk * nbk; ++idx) {
        long bi, bj;
        walk(DOWN_SCHEDULE, idx, mbk, nbk, &bi, &bj);
        long i0 = bi * DOWN_TILE_M, n0 = bj * DOWN_TILE_N;
        long mb = MIN(DOWN_TILE_M, T - i0), nb = MIN(DOWN_TILE_N, H - n0);
        block_gemm(1, Wdn, H, Hs, I, I, i0, mb, n0, nb, DOWN_TILE_K, acc, pk, DOWN_PIPELINE,
                   DOWN_L1_PREFETCH);
        for (long i = 0; i < mb; ++i) memcpy(Y + (i0 + i) * H + n0, acc[0] + i * nb, nb * sizeof(float));
    }
    free(acc[0]); free(acc[1]); free(pk[0]); free(pk[1]); free(G);
    return 0;
}
