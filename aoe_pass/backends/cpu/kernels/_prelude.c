/* aoe-pass cpu backend: shared prelude, pasted after the generated #defines and before a kernel.
 *
 * ABI of every kernel library:
 *   long aoe_out_ld(long n);                   row stride (elements) the kernel wants for its output
 *   int  aoe_run(float **bufs, const long *dims);  0 on success
 * The meaning of bufs/dims is documented at the top of each kernel file. Output and scratch
 * buffers must be 64-byte aligned (aligned vector stores with output_align rely on it; the worker
 * ensures it); inputs only element-aligned (they are read through vf, an unaligned-capable type).
 * All data is float32 (fp16/bf16 tasks are measured with fp32 data).
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__AVX512F__)
#define VL 16
#elif defined(__AVX__)
#define VL 8
#else
#define VL 4
#endif

/* vf: one SIMD register of floats, loadable from any 4-byte aligned address;
 * vfa: the same, assuming natural (VL*4 byte) alignment (aligned loads/stores). */
typedef float vf __attribute__((vector_size(VL * 4), aligned(4)));
typedef float vfa __attribute__((vector_size(VL * 4)));

typedef int vi __attribute__((vector_size(VL * 4), aligned(4))); /* lane masks of comparisons */

/* exp on a vector: range reduction x = n ln2 + r, a degree-6 polynomial in r (Cephes' expf
 * coefficients, ~1 ulp), 2^n through the exponent bits. Inputs are clamped to [-87.3, 88]:
 * below, the result is 0 (exp(-inf) = 0 as softmax needs); above, exp(88). NaN stays NaN. */
static inline vf vsel(vi m, vf a, vf b) { return (vf)(((vi)a & m) | ((vi)b & ~m)); }
#if defined(__AVX512F__)
#include <immintrin.h>
/* The same polynomial with AVX-512's rounding (vrndscaleps) and 2^n scaling (vscalefps) in one
 * instruction each: about half the instructions of the portable form below. */
static inline vf vexpf(vf x)
{
    __m512 v = (__m512)x;
    __mmask16 under = _mm512_cmp_ps_mask(v, _mm512_set1_ps(-87.3365447504f), _CMP_LT_OQ);
    v = _mm512_min_ps(_mm512_set1_ps(88.0f), v); /* (a NaN in v is kept) */
    __m512 fn = _mm512_roundscale_ps(_mm512_mul_ps(v, _mm512_set1_ps(1.44269504088896341f)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    v = _mm512_fnmadd_ps(fn, _mm512_set1_ps(0.693359375f), v);
    v = _mm512_fnmadd_ps(fn, _mm512_set1_ps(-2.12194440e-4f), v);
    vf r = (vf)v, z = r * r;
    vf y = (((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r
              + 4.1665795894e-2f) * r + 1.6666665459e-1f) * r + 5.0000001201e-1f) * z + r + 1.0f;
    return (vf)_mm512_maskz_scalef_ps(~under, (__m512)y, fn);
}
#else
static inline vf vexpf(vf x)
{
    vi under = x < -87.3365447504f;
    x = vsel(x > 88.0f, (vf){0} + 88.0f, x);
    x = vsel(under, (vf){0}, x);
    vf fx = x * 1.44269504088896341f + 0.5f;
    vf fn = __builtin_convertvector(__builtin_convertvector(fx, vi), vf);
    fn = fn - vsel(fn > fx, (vf){0} + 1.0f, (vf){0}); /* floor */
    x = x - fn * 0.693359375f - fn * -2.12194440e-4f;
    vf z = x * x;
    vf y = (((((1.9875691500e-4f * x + 1.3981999507e-3f) * x + 8.3334519073e-3f) * x
              + 4.1665795894e-2f) * x + 1.6666665459e-1f) * x + 5.0000001201e-1f) * z + x + 1.0f;
    vi e = (__builtin_convertvector(fn, vi) + 127) << 23;
    return vsel(under, (vf){0}, y * (vf)e);
}
#endif

/* IN_REGISTER(v): keep a loaded vector in a register. Without it GCC may fold the load into
 * every FMA that uses it (one memory operand per FMA: a register-blocked tile then issues as
 * many loads as FMAs and is load-bound). */
#define IN_REGISTER(v) __asm__("" : "+v"(v))

#define AOE_STR(x) #x
#define AOE_PRAGMA(x) _Pragma(AOE_STR(x))
/* unroll_factor: `#pragma GCC unroll N` on the innermost reduction loop; 0 = compiler's choice */
#if UNROLL > 0
#define KLOOP_UNROLL AOE_PRAGMA(GCC unroll UNROLL)
#else
#define KLOOP_UNROLL
#endif
#define FULL_UNROLL AOE_PRAGMA(GCC unroll 32)

#define PIPE_NONE 0
#define PIPE_SINGLE 1
#define PIPE_DOUBLE 2

#if L1_PREFETCH
#define PREFETCH(p) __builtin_prefetch((const void *)(p), 0, 3)
#else
#define PREFETCH(p) ((void)0)
#endif

#define ROUND_UP(x, a) ((((x) + (a) - 1) / (a)) * (a))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* Scratch buffers: aoe_alloc(n) gives n zeroed floats, 64-byte aligned; aoe_free releases them.
 * Each aoe_alloc call site keeps its buffer (up to AOE_KEEP_BYTES, per thread) from one kernel
 * call to the next instead of a malloc / memset / free of fresh memory per call: in a model's
 * runtime the other ops' allocations in between made that memory cold (or fresh pages), so a
 * kernel ran slower there than in the tuner's back-to-back calls, by a cost that did not
 * depend on its tiling. Larger buffers are allocated per call (their compute dwarfs it). */
#define AOE_KEEP_BYTES ((size_t)512 << 10)
typedef struct { char *base; size_t bytes; } aoe_slot_t;

static void *aoe_take(aoe_slot_t *slot, size_t n_floats)
{
    size_t bytes = ROUND_UP(n_floats * sizeof(float) + 64, 64);
    char *base;
    if (bytes > AOE_KEEP_BYTES) {
        base = aligned_alloc(64, bytes + 64);
        if (!base) return NULL;
        base[0] = 0; /* header: not kept, aoe_free frees it */
    } else {
        if (slot->bytes < bytes) {
            free(slot->base);
            slot->base = aligned_alloc(64, bytes + 64);
            slot->bytes = slot->base ? bytes : 0;
            if (!slot->base) return NULL;
            slot->base[0] = 1; /* kept by its call site */
        }
        base = slot->base;
    }
    memset(base + 64, 0, bytes);
    return base + 64;
}

static inline void aoe_free(void *p)
{
    if (p && !((char *)p - 64)[0]) free((char *)p - 64);
}

#define aoe_alloc(n) ({ static __thread aoe_slot_t aoe_slot_; aoe_take(&aoe_slot_, (n)); })
