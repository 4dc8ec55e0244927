/* GEMM  C[M, N] = A[M, K] @ B[K, N] (+ bias[N]), float32, row-major.
 *   bufs = {A, B, bias or NULL, C};  dims = {M, N, K, ldc}
 *
 * Tiling (compile-time): TILE_M x TILE_N x TILE_K cache blocks (mc, nc, kc), loop ORDER of the
 * three block loops (SCHEDULE), packing (PIPELINE), packed B layout (LAYOUT), prefetch
 * (L1_PREFETCH), padded/aligned C rows (OUTPUT_ALIGN), k-loop unrolling (UNROLL).
 *
 * Inside a block: jr over NR-wide micro-panels of B, ir over MR-high micro-panels of A, a
 * register-blocked MR x NR micro-kernel (MR*NR/VL vector accumulators) over kc.
 *
 * PIPELINE  none:   no packing, the micro-kernel reads A and B in place (B rows stride N);
 *                   LAYOUT has no effect (there is no packed B).
 *           single: A block and B panel are packed into one buffer each before use.
 *           double: two buffers per operand; while block t is computed, the operand panels of
 *                   block t+1 (in schedule order) are packed into the other buffer one slice per
 *                   micro-panel column (software pipelining on one core: the packing stores and
 *                   the FMAs interleave, and the next panel is cache-hot when it is needed).
 * LAYOUT    row_major: B panel packed as a kc x nc row-major block (micro-kernel stride nc);
 *           col_major: B panel packed column by column (kc contiguous) and A rows likewise:
 *                      a dot-product micro-kernel with horizontal reductions;
 *           z_major:   B in NR-wide micro-panels, each kc x NR contiguous (the stream the
 *                      micro-kernel reads in order).
 * SCHEDULE  order of the block loops (outer to inner) over (jc: N, pc: K, ic: M):
 *           default jc-pc-ic (B panel packed once, reused by every A block),
 *           balanced ic-pc-jc (A block packed once, reused by every B panel),
 *           throughput pc-jc-ic (K outermost: one rank-kc update of all of C at a time),
 *           latency ic-jc-pc (each C block finished over all K before the next: C stays hot).
 *           A panel is (re)packed whenever its (ic, pc) changes, a B panel when (pc, jc) does.
 * OUTPUT_ALIGN  C rows padded to 64 bytes (aoe_out_ld) and full tiles use aligned vector I/O.
 */
#if VL >= 16
#define MR 8
#else
#define MR 6
#endif
#define NV 2
#define NR (NV * VL)
#define PF_DIST 8

#if LAYOUT == 1
#define KPAD VL /* col_major: kc padded so the dot product runs in whole vectors */
#else
#define KPAD 1
#endif

long aoe_out_ld(long n)
{
#if OUTPUT_ALIGN
    return ROUND_UP(n, 16);
#else
    return n;
#endif
}

typedef struct {
    long M, N, K, ldc;
    const float *A, *B;
    float *C;
} gemm_t;

/* ---- packing (slices of micro-panels [q0, q1)) ------------------------------------------ */
static void pack_a(const gemm_t *g, long ic, long pc, long mc, long kc, float *ap, long q0, long q1)
{
    long kcp = ROUND_UP(kc, KPAD);
    for (long q = q0; q < q1; ++q) {
        float *dst = ap + q * MR * kcp;
        for (long i = 0; i < MR; ++i) {
            long r = q * MR + i;
            const float *src = g->A + (ic + r) * g->K + pc;
            PREFETCH(src + g->K);
#if LAYOUT == 1
            for (long p = 0; p < kcp; ++p) dst[i * kcp + p] = (r < mc && p < kc) ? src[p] : 0.0f;
#else
            if (r < mc)
                for (long p = 0; p < kc; ++p) dst[p * MR + i] = src[p];
            else
                for (long p = 0; p < kc; ++p) dst[p * MR + i] = 0.0f;
#endif
        }
    }
}

static void pack_b(const gemm_t *g, long pc, long jc, long kc, long nc, float *bp, long q0, long q1)
{
    long kcp = ROUND_UP(kc, KPAD);
    long ncp = ROUND_UP(nc, NR);
    (void)ncp;
    for (long q = q0; q < q1; ++q) {
        long j0 = q * NR, w = MIN(NR, nc - j0);
        for (long p = 0; p < kcp; ++p) {
            const float *src = g->B + (pc + p) * g->N + jc + j0;
            if (p < kc) PREFETCH(src + g->N);
            for (long jj = 0; jj < NR; ++jj) {
                float v = (p < kc && jj < w) ? src[jj] : 0.0f;
#if LAYOUT == 2
                bp[q * kc * NR + p * NR + jj] = v;
#elif LAYOUT == 1
                bp[(j0 + jj) * kcp + p] = v;
#else
                bp[p * ncp + j0 + jj] = v;
#endif
            }
        }
    }
}

/* ---- micro-kernels ----------------------------------------------------------------------- */
static inline void store_tile(const vf acc[MR][NV], float *restrict c, long ldc, long mr, long nr)
{
    if (mr == MR && nr == NR) {
        FULL_UNROLL
        for (long i = 0; i < MR; ++i) {
            FULL_UNROLL
            for (long v = 0; v < NV; ++v) {
#if OUTPUT_ALIGN
                *(vfa *)(c + i * ldc + v * VL) += acc[i][v];
#else
                *(vf *)(c + i * ldc + v * VL) += acc[i][v];
#endif
            }
        }
        return;
    }
    float tmp[MR][NR] __attribute__((aligned(64)));
    memcpy(tmp, acc, sizeof(tmp));
    for (long i = 0; i < mr; ++i)
        for (long j = 0; j < nr; ++j) c[i * ldc + j] += tmp[i][j];
}

/* MR x NR outer-product kernel: a[i*a_rs + p*a_cs], b[p*b_ks + j] (j contiguous). */
static inline void ukernel(long kc, const float *restrict a, long a_rs, long a_cs,
                           const float *restrict b, long b_ks, float *restrict c, long ldc,
                           long mr, long nr)
{
    vf acc[MR][NV];
    FULL_UNROLL
    for (long i = 0; i < MR; ++i) {
        FULL_UNROLL
        for (long v = 0; v < NV; ++v) acc[i][v] = (vf){0};
    }
    KLOOP_UNROLL
    for (long p = 0; p < kc; ++p) {
        PREFETCH(b + (p + PF_DIST) * b_ks);
        PREFETCH(a + (p + PF_DIST) * a_cs);
        vf bv[NV];
        FULL_UNROLL
        for (long v = 0; v < NV; ++v) bv[v] = *(const vf *)(b + p * b_ks + v * VL);
        FULL_UNROLL
        for (long i = 0; i < MR; ++i) {
            float ai = a[i * a_rs + p * a_cs];
            FULL_UNROLL
            for (long v = 0; v < NV; ++v) acc[i][v] += ai * bv[v];
        }
    }
    store_tile((const vf(*)[NV])acc, c, ldc, mr, nr);
}

#if LAYOUT == 1
/* dot-product kernel for the col_major layout: a rows and b columns both kc-contiguous */
static inline void ukernel_dot(long kcp, const float *restrict a, const float *restrict b,
                               float *restrict c, long ldc, long mr, long nr)
{
    float out[MR][NR] __attribute__((aligned(64)));
    for (long i = 0; i < MR; ++i) {
        const float *ar = a + i * kcp;
        for (long j = 0; j < NR; j += 4) {
            vf s0 = {0}, s1 = {0}, s2 = {0}, s3 = {0};
            const float *b0 = b + j * kcp;
            KLOOP_UNROLL
            for (long p = 0; p < kcp; p += VL) {
                PREFETCH(b0 + p + PF_DIST * VL);
                vf av = *(const vf *)(ar + p);
                s0 += av * *(const vf *)(b0 + p);
                s1 += av * *(const vf *)(b0 + kcp + p);
                s2 += av * *(const vf *)(b0 + 2 * kcp + p);
                s3 += av * *(const vf *)(b0 + 3 * kcp + p);
            }
            float t0 = 0, t1 = 0, t2 = 0, t3 = 0;
            for (int l = 0; l < VL; ++l) { t0 += s0[l]; t1 += s1[l]; t2 += s2[l]; t3 += s3[l]; }
            out[i][j] = t0; out[i][j + 1] = t1; out[i][j + 2] = t2; out[i][j + 3] = t3;
        }
    }
    for (long i = 0; i < mr; ++i)
        for (long j = 0; j < nr; ++j) c[i * ldc + j] += out[i][j];
}
#endif

/* unpacked edge: rows [r0, r1) x cols [c0, c1) of the block, axpy form (vectorised along j) */
static void edge_axpy(const gemm_t *g, long ic, long pc, long jc, long kc,
                      long r0, long r1, long c0, long c1)
{
    for (long i = r0; i < r1; ++i) {
        const float *restrict a = g->A + (ic + i) * g->K + pc;
        float *restrict c = g->C + (ic + i) * g->ldc + jc;
        long p = 0;
        /* four k rows per sweep: one load/store of c per four FMAs (decode-shaped GEMV) */
        KLOOP_UNROLL
        for (; p + 4 <= kc; p += 4) {
            const float *restrict b0 = g->B + (pc + p) * g->N + jc;
            const float *restrict b1 = b0 + g->N, *restrict b2 = b1 + g->N, *restrict b3 = b2 + g->N;
            PREFETCH(b0 + PF_DIST * g->N + c0);
            float a0 = a[p], a1 = a[p + 1], a2 = a[p + 2], a3 = a[p + 3];
            long j = c0;
            for (; j + VL <= c1; j += VL) /* in vectors: the compiler may not at -O1/-O2 */
                *(vf *)(c + j) += a0 * *(const vf *)(b0 + j) + a1 * *(const vf *)(b1 + j)
                                  + a2 * *(const vf *)(b2 + j) + a3 * *(const vf *)(b3 + j);
            for (; j < c1; ++j) c[j] += a0 * b0[j] + a1 * b1[j] + a2 * b2[j] + a3 * b3[j];
        }
        for (; p < kc; ++p) {
            const float *restrict b = g->B + (pc + p) * g->N + jc;
            float ap = a[p];
            for (long j = c0; j < c1; ++j) c[j] += ap * b[j];
        }
    }
}

/* ---- block driver ------------------------------------------------------------------------ */
typedef struct { long ic, pc, jc; } step_t;

static long nsteps_of(const gemm_t *g)
{
    return ((g->M + TILE_M - 1) / TILE_M) * ((g->N + TILE_N - 1) / TILE_N) *
           ((g->K + TILE_K - 1) / TILE_K);
}

static long make_steps(const gemm_t *g, step_t *s)
{
    long n = 0;
#if SCHEDULE == 1 /* balanced: ic - pc - jc */
    for (long ic = 0; ic < g->M; ic += TILE_M)
        for (long pc = 0; pc < g->K; pc += TILE_K)
            for (long jc = 0; jc < g->N; jc += TILE_N) s[n++] = (step_t){ic, pc, jc};
#elif SCHEDULE == 2 /* throughput: pc - jc - ic */
    for (long pc = 0; pc < g->K; pc += TILE_K)
        for (long jc = 0; jc < g->N; jc += TILE_N)
            for (long ic = 0; ic < g->M; ic += TILE_M) s[n++] = (step_t){ic, pc, jc};
#elif SCHEDULE == 3 /* latency: ic - jc - pc */
    for (long ic = 0; ic < g->M; ic += TILE_M)
        for (long jc = 0; jc < g->N; jc += TILE_N)
            for (long pc = 0; pc < g->K; pc += TILE_K) s[n++] = (step_t){ic, pc, jc};
#else /* default: jc - pc - ic */
    for (long jc = 0; jc < g->N; jc += TILE_N)
        for (long pc = 0; pc < g->K; pc += TILE_K)
            for (long ic = 0; ic < g->M; ic += TILE_M) s[n++] = (step_t){ic, pc, jc};
#endif
    return n;
}

#if PIPELINE == PIPE_NONE
static void run_block_inplace(const gemm_t *g, step_t s)
{
    long mc = MIN(TILE_M, g->M - s.ic), nc = MIN(TILE_N, g->N - s.jc), kc = MIN(TILE_K, g->K - s.pc);
    long mfull = (mc / MR) * MR, nfull = (nc / NR) * NR;
    for (long jr = 0; jr < nfull; jr += NR)
        for (long ir = 0; ir < mfull; ir += MR)
            ukernel(kc, g->A + (s.ic + ir) * g->K + s.pc, g->K, 1,
                    g->B + s.pc * g->N + s.jc + jr, g->N,
                    g->C + (s.ic + ir) * g->ldc + s.jc + jr, g->ldc, MR, NR);
    if (nfull < nc) edge_axpy(g, s.ic, s.pc, s.jc, kc, 0, mfull, nfull, nc);
    if (mfull < mc) edge_axpy(g, s.ic, s.pc, s.jc, kc, mfull, mc, 0, nc);
}
#else
typedef struct { long ic, pc, jc, k; } pack_key; /* ic or jc = -1 for the unused coordinate */

static inline float *b_panel(float *bp, long q, long kc, long nc)
{
#if LAYOUT == 2
    (void)nc;
    return bp + q * kc * NR;
#elif LAYOUT == 1
    (void)nc;
    return bp + q * NR * ROUND_UP(kc, KPAD);
#else
    (void)kc; (void)nc;
    return bp + q * NR;
#endif
}

static void compute_block(const gemm_t *g, step_t s, float *ap, float *bp,
                          const gemm_t *gn, step_t next, float *ap_next, float *bp_next,
                          int pack_a_next, int pack_b_next)
{
    long mc = MIN(TILE_M, g->M - s.ic), nc = MIN(TILE_N, g->N - s.jc), kc = MIN(TILE_K, g->K - s.pc);
    long kcp = ROUND_UP(kc, KPAD);
    long nq_a = (mc + MR - 1) / MR, nq_b = (nc + NR - 1) / NR;
    long mcn = 0, ncn = 0, kcn = 0, nqa_n = 0, nqb_n = 0;
    if (pack_a_next || pack_b_next) {
        mcn = MIN(TILE_M, g->M - next.ic); ncn = MIN(TILE_N, g->N - next.jc);
        kcn = MIN(TILE_K, g->K - next.pc);
        nqa_n = pack_a_next ? (mcn + MR - 1) / MR : 0;
        nqb_n = pack_b_next ? (ncn + NR - 1) / NR : 0;
    }
    (void)gn;
#if LAYOUT == 2
    long b_ks = NR;
#else
    long b_ks = ROUND_UP(nc, NR);
#endif
    for (long q = 0; q < nq_b; ++q) {
        const float *b = b_panel(bp, q, kc, nc);
        long nr = MIN(NR, nc - q * NR);
        for (long r = 0; r < nq_a; ++r) {
            long mr = MIN(MR, mc - r * MR);
            float *c = g->C + (s.ic + r * MR) * g->ldc + s.jc + q * NR;
#if LAYOUT == 1
            ukernel_dot(kcp, ap + r * MR * kcp, b, c, g->ldc, mr, nr);
#else
            (void)kcp;
            ukernel(kc, ap + r * MR * kc, 1, MR, b, b_ks, c, g->ldc, mr, nr);
#endif
        }
        /* double buffering: pack this column's share of the next block's panels */
        if (nqa_n) pack_a(g, next.ic, next.pc, mcn, kcn, ap_next, nqa_n * q / nq_b, nqa_n * (q + 1) / nq_b);
        if (nqb_n) pack_b(g, next.pc, next.jc, kcn, ncn, bp_next, nqb_n * q / nq_b, nqb_n * (q + 1) / nq_b);
    }
}
#endif

int aoe_run(float **bufs, const long *dims)
{
    gemm_t g = {dims[0], dims[1], dims[2], dims[3], bufs[0], bufs[1], bufs[3]};
    const float *bias = bufs[2];
    for (long i = 0; i < g.M; ++i) {
        float *c = g.C + i * g.ldc;
        if (bias) memcpy(c, bias, g.N * sizeof(float));
        else memset(c, 0, g.N * sizeof(float));
    }
    long ns = nsteps_of(&g);
    step_t *steps = malloc(ns * sizeof(step_t));
    if (!steps) return 1;
    make_steps(&g, steps);
#if PIPELINE == PIPE_NONE
    for (long t = 0; t < ns; ++t) run_block_inplace(&g, steps[t]);
#else
    /* panels no larger than the matrix needs: a scratch buffer is zeroed on every call, and
     * tiles far beyond a small matrix made that a tiling-dependent cost (cheap while the
     * buffer stays in cache in back-to-back calls, not between a model's other ops) */
    long kc_max = ROUND_UP(MIN(TILE_K, g.K), VL);
    long asz = ROUND_UP(MIN(TILE_M, g.M), MR) * kc_max, bsz = ROUND_UP(MIN(TILE_N, g.N), NR) * kc_max;
    int nbuf = PIPELINE == PIPE_DOUBLE ? 2 : 1;
    float *abuf[2] = {aoe_alloc(asz), nbuf > 1 ? aoe_alloc(asz) : NULL};
    float *bbuf[2] = {aoe_alloc(bsz), nbuf > 1 ? aoe_alloc(bsz) : NULL};
    if (!abuf[0] || !bbuf[0] || (nbuf > 1 && (!abuf[1] || !bbuf[1]))) return 2;
    int ca = 0, cb = 0;               /* current buffer of A / B */
    step_t have_a = {-1, -1, -1}, have_b = {-1, -1, -1};   /* what the current buffers hold */
    step_t pre_a = {-1, -1, -1}, pre_b = {-1, -1, -1};     /* what the other buffers hold */
    for (long t = 0; t < ns; ++t) {
        step_t s = steps[t];
        long mc = MIN(TILE_M, g.M - s.ic), nc = MIN(TILE_N, g.N - s.jc), kc = MIN(TILE_K, g.K - s.pc);
        if (have_a.ic != s.ic || have_a.pc != s.pc) {
            if (nbuf > 1 && pre_a.ic == s.ic && pre_a.pc == s.pc) { ca ^= 1; pre_a.ic = -1; }
            else pack_a(&g, s.ic, s.pc, mc, kc, abuf[ca], 0, (mc + MR - 1) / MR);
            have_a = s;
        }
        if (have_b.jc != s.jc || have_b.pc != s.pc) {
            if (nbuf > 1 && pre_b.jc == s.jc && pre_b.pc == s.pc) { cb ^= 1; pre_b.jc = -1; }
            else pack_b(&g, s.pc, s.jc, kc, nc, bbuf[cb], 0, (nc + NR - 1) / NR);
            have_b = s;
        }
        step_t nx = t + 1 < ns ? steps[t + 1] : s;
        int pa = 0, pb = 0;
        if (nbuf > 1 && t + 1 < ns) {
            pa = nx.ic != s.ic || nx.pc != s.pc;
            pb = nx.jc != s.jc || nx.pc != s.pc;
            if (pa) pre_a = nx;
            if (pb) pre_b = nx;
        }
        compute_block(&g, s, abuf[ca], bbuf[cb], &g, nx, pa ? abuf[ca ^ 1] : NULL,
                      pb ? bbuf[cb ^ 1] : NULL, pa, pb);
    }
    aoe_free(abuf[0]); aoe_free(abuf[1]); aoe_free(bbuf[0]); aoe_free(bbuf[1]);
#endif
    free(steps);
    return 0;
}
