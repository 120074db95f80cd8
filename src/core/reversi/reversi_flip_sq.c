/* Written by tools/reversi-flip-sq.py: one flip function per square,
 * each with only the rays that can flip from there and their masks as
 * constants (the rank by the line tables of reversi_lines.h, rays north
 * by a carry, rays south by a bit scan).  reversi_flips_empty in
 * reversi.h calls them through REVERSI_FLIP_SQ_.  Do not edit. */
#include "core/reversi/reversi.h"

static uint64_t flip_a1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xfefefefefefefeffULL) + 0x0000000000000100ULL) & own & 0x0101010101010100ULL;
	f |= (o - (o != 0)) & 0x0101010101010100ULL;
	/* north-east */
	o = ((opp | 0x7fbfdfeff7fbfdffULL) + 0x0000000000000200ULL) & own & 0x8040201008040200ULL;
	f |= (o - (o != 0)) & 0x8040201008040200ULL;
	return f;
}

static uint64_t flip_b1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xfdfdfdfdfdfdfdffULL) + 0x0000000000000200ULL) & own & 0x0202020202020200ULL;
	f |= (o - (o != 0)) & 0x0202020202020200ULL;
	/* north-east */
	o = ((opp | 0xff7fbfdfeff7fbffULL) + 0x0000000000000400ULL) & own & 0x0080402010080400ULL;
	f |= (o - (o != 0)) & 0x0080402010080400ULL;
	return f;
}

static uint64_t flip_c1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xfbfbfbfbfbfbfbffULL) + 0x0000000000000400ULL) & own & 0x0404040404040400ULL;
	f |= (o - (o != 0)) & 0x0404040404040400ULL;
	/* north-east */
	o = ((opp | 0xffff7fbfdfeff7ffULL) + 0x0000000000000800ULL) & own & 0x0000804020100800ULL;
	f |= (o - (o != 0)) & 0x0000804020100800ULL;
	/* north-west */
	o = ((opp | 0xfffffffffffefdffULL) + 0x0000000000000200ULL) & own & 0x0000000000010200ULL;
	f |= (o - (o != 0)) & 0x0000000000010200ULL;
	return f;
}

static uint64_t flip_d1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xf7f7f7f7f7f7f7ffULL) + 0x0000000000000800ULL) & own & 0x0808080808080800ULL;
	f |= (o - (o != 0)) & 0x0808080808080800ULL;
	/* north-east */
	o = ((opp | 0xffffff7fbfdfefffULL) + 0x0000000000001000ULL) & own & 0x0000008040201000ULL;
	f |= (o - (o != 0)) & 0x0000008040201000ULL;
	/* north-west */
	o = ((opp | 0xfffffffffefdfbffULL) + 0x0000000000000400ULL) & own & 0x0000000001020400ULL;
	f |= (o - (o != 0)) & 0x0000000001020400ULL;
	return f;
}

static uint64_t flip_e1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xefefefefefefefffULL) + 0x0000000000001000ULL) & own & 0x1010101010101000ULL;
	f |= (o - (o != 0)) & 0x1010101010101000ULL;
	/* north-east */
	o = ((opp | 0xffffffff7fbfdfffULL) + 0x0000000000002000ULL) & own & 0x0000000080402000ULL;
	f |= (o - (o != 0)) & 0x0000000080402000ULL;
	/* north-west */
	o = ((opp | 0xfffffffefdfbf7ffULL) + 0x0000000000000800ULL) & own & 0x0000000102040800ULL;
	f |= (o - (o != 0)) & 0x0000000102040800ULL;
	return f;
}

static uint64_t flip_f1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xdfdfdfdfdfdfdfffULL) + 0x0000000000002000ULL) & own & 0x2020202020202000ULL;
	f |= (o - (o != 0)) & 0x2020202020202000ULL;
	/* north-east */
	o = ((opp | 0xffffffffff7fbfffULL) + 0x0000000000004000ULL) & own & 0x0000000000804000ULL;
	f |= (o - (o != 0)) & 0x0000000000804000ULL;
	/* north-west */
	o = ((opp | 0xfffffefdfbf7efffULL) + 0x0000000000001000ULL) & own & 0x0000010204081000ULL;
	f |= (o - (o != 0)) & 0x0000010204081000ULL;
	return f;
}

static uint64_t flip_g1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0xbfbfbfbfbfbfbfffULL) + 0x0000000000004000ULL) & own & 0x4040404040404000ULL;
	f |= (o - (o != 0)) & 0x4040404040404000ULL;
	/* north-west */
	o = ((opp | 0xfffefdfbf7efdfffULL) + 0x0000000000002000ULL) & own & 0x0001020408102000ULL;
	f |= (o - (o != 0)) & 0x0001020408102000ULL;
	return f;
}

static uint64_t flip_h1(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 1 & 63] & (own & 255)];
	/* north */
	o = ((opp | 0x7f7f7f7f7f7f7fffULL) + 0x0000000000008000ULL) & own & 0x8080808080808000ULL;
	f |= (o - (o != 0)) & 0x8080808080808000ULL;
	/* north-west */
	o = ((opp | 0xfefdfbf7efdfbfffULL) + 0x0000000000004000ULL) & own & 0x0102040810204000ULL;
	f |= (o - (o != 0)) & 0x0102040810204000ULL;
	return f;
}

static uint64_t flip_a2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xfefefefefefeffffULL) + 0x0000000000010000ULL) & own & 0x0101010101010000ULL;
	f |= (o - (o != 0)) & 0x0101010101010000ULL;
	/* north-east */
	o = ((opp | 0xbfdfeff7fbfdffffULL) + 0x0000000000020000ULL) & own & 0x4020100804020000ULL;
	f |= (o - (o != 0)) & 0x4020100804020000ULL;
	return f;
}

static uint64_t flip_b2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xfdfdfdfdfdfdffffULL) + 0x0000000000020000ULL) & own & 0x0202020202020000ULL;
	f |= (o - (o != 0)) & 0x0202020202020000ULL;
	/* north-east */
	o = ((opp | 0x7fbfdfeff7fbffffULL) + 0x0000000000040000ULL) & own & 0x8040201008040000ULL;
	f |= (o - (o != 0)) & 0x8040201008040000ULL;
	return f;
}

static uint64_t flip_c2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xfbfbfbfbfbfbffffULL) + 0x0000000000040000ULL) & own & 0x0404040404040000ULL;
	f |= (o - (o != 0)) & 0x0404040404040000ULL;
	/* north-east */
	o = ((opp | 0xff7fbfdfeff7ffffULL) + 0x0000000000080000ULL) & own & 0x0080402010080000ULL;
	f |= (o - (o != 0)) & 0x0080402010080000ULL;
	/* north-west */
	o = ((opp | 0xfffffffffefdffffULL) + 0x0000000000020000ULL) & own & 0x0000000001020000ULL;
	f |= (o - (o != 0)) & 0x0000000001020000ULL;
	return f;
}

static uint64_t flip_d2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xf7f7f7f7f7f7ffffULL) + 0x0000000000080000ULL) & own & 0x0808080808080000ULL;
	f |= (o - (o != 0)) & 0x0808080808080000ULL;
	/* north-east */
	o = ((opp | 0xffff7fbfdfefffffULL) + 0x0000000000100000ULL) & own & 0x0000804020100000ULL;
	f |= (o - (o != 0)) & 0x0000804020100000ULL;
	/* north-west */
	o = ((opp | 0xfffffffefdfbffffULL) + 0x0000000000040000ULL) & own & 0x0000000102040000ULL;
	f |= (o - (o != 0)) & 0x0000000102040000ULL;
	return f;
}

static uint64_t flip_e2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xefefefefefefffffULL) + 0x0000000000100000ULL) & own & 0x1010101010100000ULL;
	f |= (o - (o != 0)) & 0x1010101010100000ULL;
	/* north-east */
	o = ((opp | 0xffffff7fbfdfffffULL) + 0x0000000000200000ULL) & own & 0x0000008040200000ULL;
	f |= (o - (o != 0)) & 0x0000008040200000ULL;
	/* north-west */
	o = ((opp | 0xfffffefdfbf7ffffULL) + 0x0000000000080000ULL) & own & 0x0000010204080000ULL;
	f |= (o - (o != 0)) & 0x0000010204080000ULL;
	return f;
}

static uint64_t flip_f2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xdfdfdfdfdfdfffffULL) + 0x0000000000200000ULL) & own & 0x2020202020200000ULL;
	f |= (o - (o != 0)) & 0x2020202020200000ULL;
	/* north-east */
	o = ((opp | 0xffffffff7fbfffffULL) + 0x0000000000400000ULL) & own & 0x0000000080400000ULL;
	f |= (o - (o != 0)) & 0x0000000080400000ULL;
	/* north-west */
	o = ((opp | 0xfffefdfbf7efffffULL) + 0x0000000000100000ULL) & own & 0x0001020408100000ULL;
	f |= (o - (o != 0)) & 0x0001020408100000ULL;
	return f;
}

static uint64_t flip_g2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0xbfbfbfbfbfbfffffULL) + 0x0000000000400000ULL) & own & 0x4040404040400000ULL;
	f |= (o - (o != 0)) & 0x4040404040400000ULL;
	/* north-west */
	o = ((opp | 0xfefdfbf7efdfffffULL) + 0x0000000000200000ULL) & own & 0x0102040810200000ULL;
	f |= (o - (o != 0)) & 0x0102040810200000ULL;
	return f;
}

static uint64_t flip_h2(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 9 & 63] & (own >> 8 & 255)] << 8;
	/* north */
	o = ((opp | 0x7f7f7f7f7f7fffffULL) + 0x0000000000800000ULL) & own & 0x8080808080800000ULL;
	f |= (o - (o != 0)) & 0x8080808080800000ULL;
	/* north-west */
	o = ((opp | 0xfdfbf7efdfbfffffULL) + 0x0000000000400000ULL) & own & 0x0204081020400000ULL;
	f |= (o - (o != 0)) & 0x0204081020400000ULL;
	return f;
}

static uint64_t flip_a3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xfefefefefeffffffULL) + 0x0000000001000000ULL) & own & 0x0101010101000000ULL;
	f |= (o - (o != 0)) & 0x0101010101000000ULL;
	/* north-east */
	o = ((opp | 0xdfeff7fbfdffffffULL) + 0x0000000002000000ULL) & own & 0x2010080402000000ULL;
	f |= (o - (o != 0)) & 0x2010080402000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000101ULL) | 1))) & own & 0x0000000000000101ULL;
	f |= (0 - (o << 1)) & 0x0000000000000101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000204ULL) | 1))) & own & 0x0000000000000204ULL;
	f |= (0 - (o << 1)) & 0x0000000000000204ULL;
	return f;
}

static uint64_t flip_b3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xfdfdfdfdfdffffffULL) + 0x0000000002000000ULL) & own & 0x0202020202000000ULL;
	f |= (o - (o != 0)) & 0x0202020202000000ULL;
	/* north-east */
	o = ((opp | 0xbfdfeff7fbffffffULL) + 0x0000000004000000ULL) & own & 0x4020100804000000ULL;
	f |= (o - (o != 0)) & 0x4020100804000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000202ULL) | 1))) & own & 0x0000000000000202ULL;
	f |= (0 - (o << 1)) & 0x0000000000000202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000408ULL) | 1))) & own & 0x0000000000000408ULL;
	f |= (0 - (o << 1)) & 0x0000000000000408ULL;
	return f;
}

static uint64_t flip_c3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xfbfbfbfbfbffffffULL) + 0x0000000004000000ULL) & own & 0x0404040404000000ULL;
	f |= (o - (o != 0)) & 0x0404040404000000ULL;
	/* north-east */
	o = ((opp | 0x7fbfdfeff7ffffffULL) + 0x0000000008000000ULL) & own & 0x8040201008000000ULL;
	f |= (o - (o != 0)) & 0x8040201008000000ULL;
	/* north-west */
	o = ((opp | 0xfffffffefdffffffULL) + 0x0000000002000000ULL) & own & 0x0000000102000000ULL;
	f |= (o - (o != 0)) & 0x0000000102000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000404ULL) | 1))) & own & 0x0000000000000404ULL;
	f |= (0 - (o << 1)) & 0x0000000000000404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000810ULL) | 1))) & own & 0x0000000000000810ULL;
	f |= (0 - (o << 1)) & 0x0000000000000810ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000201ULL) | 1))) & own & 0x0000000000000201ULL;
	f |= (0 - (o << 1)) & 0x0000000000000201ULL;
	return f;
}

static uint64_t flip_d3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xf7f7f7f7f7ffffffULL) + 0x0000000008000000ULL) & own & 0x0808080808000000ULL;
	f |= (o - (o != 0)) & 0x0808080808000000ULL;
	/* north-east */
	o = ((opp | 0xff7fbfdfefffffffULL) + 0x0000000010000000ULL) & own & 0x0080402010000000ULL;
	f |= (o - (o != 0)) & 0x0080402010000000ULL;
	/* north-west */
	o = ((opp | 0xfffffefdfbffffffULL) + 0x0000000004000000ULL) & own & 0x0000010204000000ULL;
	f |= (o - (o != 0)) & 0x0000010204000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000808ULL) | 1))) & own & 0x0000000000000808ULL;
	f |= (0 - (o << 1)) & 0x0000000000000808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000001020ULL) | 1))) & own & 0x0000000000001020ULL;
	f |= (0 - (o << 1)) & 0x0000000000001020ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000402ULL) | 1))) & own & 0x0000000000000402ULL;
	f |= (0 - (o << 1)) & 0x0000000000000402ULL;
	return f;
}

static uint64_t flip_e3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xefefefefefffffffULL) + 0x0000000010000000ULL) & own & 0x1010101010000000ULL;
	f |= (o - (o != 0)) & 0x1010101010000000ULL;
	/* north-east */
	o = ((opp | 0xffff7fbfdfffffffULL) + 0x0000000020000000ULL) & own & 0x0000804020000000ULL;
	f |= (o - (o != 0)) & 0x0000804020000000ULL;
	/* north-west */
	o = ((opp | 0xfffefdfbf7ffffffULL) + 0x0000000008000000ULL) & own & 0x0001020408000000ULL;
	f |= (o - (o != 0)) & 0x0001020408000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000001010ULL) | 1))) & own & 0x0000000000001010ULL;
	f |= (0 - (o << 1)) & 0x0000000000001010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000002040ULL) | 1))) & own & 0x0000000000002040ULL;
	f |= (0 - (o << 1)) & 0x0000000000002040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000000804ULL) | 1))) & own & 0x0000000000000804ULL;
	f |= (0 - (o << 1)) & 0x0000000000000804ULL;
	return f;
}

static uint64_t flip_f3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xdfdfdfdfdfffffffULL) + 0x0000000020000000ULL) & own & 0x2020202020000000ULL;
	f |= (o - (o != 0)) & 0x2020202020000000ULL;
	/* north-east */
	o = ((opp | 0xffffff7fbfffffffULL) + 0x0000000040000000ULL) & own & 0x0000008040000000ULL;
	f |= (o - (o != 0)) & 0x0000008040000000ULL;
	/* north-west */
	o = ((opp | 0xfefdfbf7efffffffULL) + 0x0000000010000000ULL) & own & 0x0102040810000000ULL;
	f |= (o - (o != 0)) & 0x0102040810000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000002020ULL) | 1))) & own & 0x0000000000002020ULL;
	f |= (0 - (o << 1)) & 0x0000000000002020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000004080ULL) | 1))) & own & 0x0000000000004080ULL;
	f |= (0 - (o << 1)) & 0x0000000000004080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000001008ULL) | 1))) & own & 0x0000000000001008ULL;
	f |= (0 - (o << 1)) & 0x0000000000001008ULL;
	return f;
}

static uint64_t flip_g3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0xbfbfbfbfbfffffffULL) + 0x0000000040000000ULL) & own & 0x4040404040000000ULL;
	f |= (o - (o != 0)) & 0x4040404040000000ULL;
	/* north-west */
	o = ((opp | 0xfdfbf7efdfffffffULL) + 0x0000000020000000ULL) & own & 0x0204081020000000ULL;
	f |= (o - (o != 0)) & 0x0204081020000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000004040ULL) | 1))) & own & 0x0000000000004040ULL;
	f |= (0 - (o << 1)) & 0x0000000000004040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000002010ULL) | 1))) & own & 0x0000000000002010ULL;
	f |= (0 - (o << 1)) & 0x0000000000002010ULL;
	return f;
}

static uint64_t flip_h3(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 17 & 63] & (own >> 16 & 255)] << 16;
	/* north */
	o = ((opp | 0x7f7f7f7f7fffffffULL) + 0x0000000080000000ULL) & own & 0x8080808080000000ULL;
	f |= (o - (o != 0)) & 0x8080808080000000ULL;
	/* north-west */
	o = ((opp | 0xfbf7efdfbfffffffULL) + 0x0000000040000000ULL) & own & 0x0408102040000000ULL;
	f |= (o - (o != 0)) & 0x0408102040000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000008080ULL) | 1))) & own & 0x0000000000008080ULL;
	f |= (0 - (o << 1)) & 0x0000000000008080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000004020ULL) | 1))) & own & 0x0000000000004020ULL;
	f |= (0 - (o << 1)) & 0x0000000000004020ULL;
	return f;
}

static uint64_t flip_a4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xfefefefeffffffffULL) + 0x0000000100000000ULL) & own & 0x0101010100000000ULL;
	f |= (o - (o != 0)) & 0x0101010100000000ULL;
	/* north-east */
	o = ((opp | 0xeff7fbfdffffffffULL) + 0x0000000200000000ULL) & own & 0x1008040200000000ULL;
	f |= (o - (o != 0)) & 0x1008040200000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000010101ULL) | 1))) & own & 0x0000000000010101ULL;
	f |= (0 - (o << 1)) & 0x0000000000010101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000020408ULL) | 1))) & own & 0x0000000000020408ULL;
	f |= (0 - (o << 1)) & 0x0000000000020408ULL;
	return f;
}

static uint64_t flip_b4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xfdfdfdfdffffffffULL) + 0x0000000200000000ULL) & own & 0x0202020200000000ULL;
	f |= (o - (o != 0)) & 0x0202020200000000ULL;
	/* north-east */
	o = ((opp | 0xdfeff7fbffffffffULL) + 0x0000000400000000ULL) & own & 0x2010080400000000ULL;
	f |= (o - (o != 0)) & 0x2010080400000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000020202ULL) | 1))) & own & 0x0000000000020202ULL;
	f |= (0 - (o << 1)) & 0x0000000000020202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000040810ULL) | 1))) & own & 0x0000000000040810ULL;
	f |= (0 - (o << 1)) & 0x0000000000040810ULL;
	return f;
}

static uint64_t flip_c4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xfbfbfbfbffffffffULL) + 0x0000000400000000ULL) & own & 0x0404040400000000ULL;
	f |= (o - (o != 0)) & 0x0404040400000000ULL;
	/* north-east */
	o = ((opp | 0xbfdfeff7ffffffffULL) + 0x0000000800000000ULL) & own & 0x4020100800000000ULL;
	f |= (o - (o != 0)) & 0x4020100800000000ULL;
	/* north-west */
	o = ((opp | 0xfffffefdffffffffULL) + 0x0000000200000000ULL) & own & 0x0000010200000000ULL;
	f |= (o - (o != 0)) & 0x0000010200000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000040404ULL) | 1))) & own & 0x0000000000040404ULL;
	f |= (0 - (o << 1)) & 0x0000000000040404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000081020ULL) | 1))) & own & 0x0000000000081020ULL;
	f |= (0 - (o << 1)) & 0x0000000000081020ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000020100ULL) | 1))) & own & 0x0000000000020100ULL;
	f |= (0 - (o << 1)) & 0x0000000000020100ULL;
	return f;
}

static uint64_t flip_d4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xf7f7f7f7ffffffffULL) + 0x0000000800000000ULL) & own & 0x0808080800000000ULL;
	f |= (o - (o != 0)) & 0x0808080800000000ULL;
	/* north-east */
	o = ((opp | 0x7fbfdfefffffffffULL) + 0x0000001000000000ULL) & own & 0x8040201000000000ULL;
	f |= (o - (o != 0)) & 0x8040201000000000ULL;
	/* north-west */
	o = ((opp | 0xfffefdfbffffffffULL) + 0x0000000400000000ULL) & own & 0x0001020400000000ULL;
	f |= (o - (o != 0)) & 0x0001020400000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000080808ULL) | 1))) & own & 0x0000000000080808ULL;
	f |= (0 - (o << 1)) & 0x0000000000080808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000102040ULL) | 1))) & own & 0x0000000000102040ULL;
	f |= (0 - (o << 1)) & 0x0000000000102040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000040201ULL) | 1))) & own & 0x0000000000040201ULL;
	f |= (0 - (o << 1)) & 0x0000000000040201ULL;
	return f;
}

static uint64_t flip_e4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xefefefefffffffffULL) + 0x0000001000000000ULL) & own & 0x1010101000000000ULL;
	f |= (o - (o != 0)) & 0x1010101000000000ULL;
	/* north-east */
	o = ((opp | 0xff7fbfdfffffffffULL) + 0x0000002000000000ULL) & own & 0x0080402000000000ULL;
	f |= (o - (o != 0)) & 0x0080402000000000ULL;
	/* north-west */
	o = ((opp | 0xfefdfbf7ffffffffULL) + 0x0000000800000000ULL) & own & 0x0102040800000000ULL;
	f |= (o - (o != 0)) & 0x0102040800000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000101010ULL) | 1))) & own & 0x0000000000101010ULL;
	f |= (0 - (o << 1)) & 0x0000000000101010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000204080ULL) | 1))) & own & 0x0000000000204080ULL;
	f |= (0 - (o << 1)) & 0x0000000000204080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000080402ULL) | 1))) & own & 0x0000000000080402ULL;
	f |= (0 - (o << 1)) & 0x0000000000080402ULL;
	return f;
}

static uint64_t flip_f4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xdfdfdfdfffffffffULL) + 0x0000002000000000ULL) & own & 0x2020202000000000ULL;
	f |= (o - (o != 0)) & 0x2020202000000000ULL;
	/* north-east */
	o = ((opp | 0xffff7fbfffffffffULL) + 0x0000004000000000ULL) & own & 0x0000804000000000ULL;
	f |= (o - (o != 0)) & 0x0000804000000000ULL;
	/* north-west */
	o = ((opp | 0xfdfbf7efffffffffULL) + 0x0000001000000000ULL) & own & 0x0204081000000000ULL;
	f |= (o - (o != 0)) & 0x0204081000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000202020ULL) | 1))) & own & 0x0000000000202020ULL;
	f |= (0 - (o << 1)) & 0x0000000000202020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000408000ULL) | 1))) & own & 0x0000000000408000ULL;
	f |= (0 - (o << 1)) & 0x0000000000408000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000100804ULL) | 1))) & own & 0x0000000000100804ULL;
	f |= (0 - (o << 1)) & 0x0000000000100804ULL;
	return f;
}

static uint64_t flip_g4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0xbfbfbfbfffffffffULL) + 0x0000004000000000ULL) & own & 0x4040404000000000ULL;
	f |= (o - (o != 0)) & 0x4040404000000000ULL;
	/* north-west */
	o = ((opp | 0xfbf7efdfffffffffULL) + 0x0000002000000000ULL) & own & 0x0408102000000000ULL;
	f |= (o - (o != 0)) & 0x0408102000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000404040ULL) | 1))) & own & 0x0000000000404040ULL;
	f |= (0 - (o << 1)) & 0x0000000000404040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000201008ULL) | 1))) & own & 0x0000000000201008ULL;
	f |= (0 - (o << 1)) & 0x0000000000201008ULL;
	return f;
}

static uint64_t flip_h4(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 25 & 63] & (own >> 24 & 255)] << 24;
	/* north */
	o = ((opp | 0x7f7f7f7fffffffffULL) + 0x0000008000000000ULL) & own & 0x8080808000000000ULL;
	f |= (o - (o != 0)) & 0x8080808000000000ULL;
	/* north-west */
	o = ((opp | 0xf7efdfbfffffffffULL) + 0x0000004000000000ULL) & own & 0x0810204000000000ULL;
	f |= (o - (o != 0)) & 0x0810204000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000808080ULL) | 1))) & own & 0x0000000000808080ULL;
	f |= (0 - (o << 1)) & 0x0000000000808080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000000402010ULL) | 1))) & own & 0x0000000000402010ULL;
	f |= (0 - (o << 1)) & 0x0000000000402010ULL;
	return f;
}

static uint64_t flip_a5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xfefefeffffffffffULL) + 0x0000010000000000ULL) & own & 0x0101010000000000ULL;
	f |= (o - (o != 0)) & 0x0101010000000000ULL;
	/* north-east */
	o = ((opp | 0xf7fbfdffffffffffULL) + 0x0000020000000000ULL) & own & 0x0804020000000000ULL;
	f |= (o - (o != 0)) & 0x0804020000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000001010101ULL) | 1))) & own & 0x0000000001010101ULL;
	f |= (0 - (o << 1)) & 0x0000000001010101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000002040810ULL) | 1))) & own & 0x0000000002040810ULL;
	f |= (0 - (o << 1)) & 0x0000000002040810ULL;
	return f;
}

static uint64_t flip_b5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xfdfdfdffffffffffULL) + 0x0000020000000000ULL) & own & 0x0202020000000000ULL;
	f |= (o - (o != 0)) & 0x0202020000000000ULL;
	/* north-east */
	o = ((opp | 0xeff7fbffffffffffULL) + 0x0000040000000000ULL) & own & 0x1008040000000000ULL;
	f |= (o - (o != 0)) & 0x1008040000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000002020202ULL) | 1))) & own & 0x0000000002020202ULL;
	f |= (0 - (o << 1)) & 0x0000000002020202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000004081020ULL) | 1))) & own & 0x0000000004081020ULL;
	f |= (0 - (o << 1)) & 0x0000000004081020ULL;
	return f;
}

static uint64_t flip_c5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xfbfbfbffffffffffULL) + 0x0000040000000000ULL) & own & 0x0404040000000000ULL;
	f |= (o - (o != 0)) & 0x0404040000000000ULL;
	/* north-east */
	o = ((opp | 0xdfeff7ffffffffffULL) + 0x0000080000000000ULL) & own & 0x2010080000000000ULL;
	f |= (o - (o != 0)) & 0x2010080000000000ULL;
	/* north-west */
	o = ((opp | 0xfffefdffffffffffULL) + 0x0000020000000000ULL) & own & 0x0001020000000000ULL;
	f |= (o - (o != 0)) & 0x0001020000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000004040404ULL) | 1))) & own & 0x0000000004040404ULL;
	f |= (0 - (o << 1)) & 0x0000000004040404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000008102040ULL) | 1))) & own & 0x0000000008102040ULL;
	f |= (0 - (o << 1)) & 0x0000000008102040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000002010000ULL) | 1))) & own & 0x0000000002010000ULL;
	f |= (0 - (o << 1)) & 0x0000000002010000ULL;
	return f;
}

static uint64_t flip_d5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xf7f7f7ffffffffffULL) + 0x0000080000000000ULL) & own & 0x0808080000000000ULL;
	f |= (o - (o != 0)) & 0x0808080000000000ULL;
	/* north-east */
	o = ((opp | 0xbfdfefffffffffffULL) + 0x0000100000000000ULL) & own & 0x4020100000000000ULL;
	f |= (o - (o != 0)) & 0x4020100000000000ULL;
	/* north-west */
	o = ((opp | 0xfefdfbffffffffffULL) + 0x0000040000000000ULL) & own & 0x0102040000000000ULL;
	f |= (o - (o != 0)) & 0x0102040000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000008080808ULL) | 1))) & own & 0x0000000008080808ULL;
	f |= (0 - (o << 1)) & 0x0000000008080808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000010204080ULL) | 1))) & own & 0x0000000010204080ULL;
	f |= (0 - (o << 1)) & 0x0000000010204080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000004020100ULL) | 1))) & own & 0x0000000004020100ULL;
	f |= (0 - (o << 1)) & 0x0000000004020100ULL;
	return f;
}

static uint64_t flip_e5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xefefefffffffffffULL) + 0x0000100000000000ULL) & own & 0x1010100000000000ULL;
	f |= (o - (o != 0)) & 0x1010100000000000ULL;
	/* north-east */
	o = ((opp | 0x7fbfdfffffffffffULL) + 0x0000200000000000ULL) & own & 0x8040200000000000ULL;
	f |= (o - (o != 0)) & 0x8040200000000000ULL;
	/* north-west */
	o = ((opp | 0xfdfbf7ffffffffffULL) + 0x0000080000000000ULL) & own & 0x0204080000000000ULL;
	f |= (o - (o != 0)) & 0x0204080000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000010101010ULL) | 1))) & own & 0x0000000010101010ULL;
	f |= (0 - (o << 1)) & 0x0000000010101010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000020408000ULL) | 1))) & own & 0x0000000020408000ULL;
	f |= (0 - (o << 1)) & 0x0000000020408000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000008040201ULL) | 1))) & own & 0x0000000008040201ULL;
	f |= (0 - (o << 1)) & 0x0000000008040201ULL;
	return f;
}

static uint64_t flip_f5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xdfdfdfffffffffffULL) + 0x0000200000000000ULL) & own & 0x2020200000000000ULL;
	f |= (o - (o != 0)) & 0x2020200000000000ULL;
	/* north-east */
	o = ((opp | 0xff7fbfffffffffffULL) + 0x0000400000000000ULL) & own & 0x0080400000000000ULL;
	f |= (o - (o != 0)) & 0x0080400000000000ULL;
	/* north-west */
	o = ((opp | 0xfbf7efffffffffffULL) + 0x0000100000000000ULL) & own & 0x0408100000000000ULL;
	f |= (o - (o != 0)) & 0x0408100000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000020202020ULL) | 1))) & own & 0x0000000020202020ULL;
	f |= (0 - (o << 1)) & 0x0000000020202020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000040800000ULL) | 1))) & own & 0x0000000040800000ULL;
	f |= (0 - (o << 1)) & 0x0000000040800000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000010080402ULL) | 1))) & own & 0x0000000010080402ULL;
	f |= (0 - (o << 1)) & 0x0000000010080402ULL;
	return f;
}

static uint64_t flip_g5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0xbfbfbfffffffffffULL) + 0x0000400000000000ULL) & own & 0x4040400000000000ULL;
	f |= (o - (o != 0)) & 0x4040400000000000ULL;
	/* north-west */
	o = ((opp | 0xf7efdfffffffffffULL) + 0x0000200000000000ULL) & own & 0x0810200000000000ULL;
	f |= (o - (o != 0)) & 0x0810200000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000040404040ULL) | 1))) & own & 0x0000000040404040ULL;
	f |= (0 - (o << 1)) & 0x0000000040404040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000020100804ULL) | 1))) & own & 0x0000000020100804ULL;
	f |= (0 - (o << 1)) & 0x0000000020100804ULL;
	return f;
}

static uint64_t flip_h5(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 33 & 63] & (own >> 32 & 255)] << 32;
	/* north */
	o = ((opp | 0x7f7f7fffffffffffULL) + 0x0000800000000000ULL) & own & 0x8080800000000000ULL;
	f |= (o - (o != 0)) & 0x8080800000000000ULL;
	/* north-west */
	o = ((opp | 0xefdfbfffffffffffULL) + 0x0000400000000000ULL) & own & 0x1020400000000000ULL;
	f |= (o - (o != 0)) & 0x1020400000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000080808080ULL) | 1))) & own & 0x0000000080808080ULL;
	f |= (0 - (o << 1)) & 0x0000000080808080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000040201008ULL) | 1))) & own & 0x0000000040201008ULL;
	f |= (0 - (o << 1)) & 0x0000000040201008ULL;
	return f;
}

static uint64_t flip_a6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xfefeffffffffffffULL) + 0x0001000000000000ULL) & own & 0x0101000000000000ULL;
	f |= (o - (o != 0)) & 0x0101000000000000ULL;
	/* north-east */
	o = ((opp | 0xfbfdffffffffffffULL) + 0x0002000000000000ULL) & own & 0x0402000000000000ULL;
	f |= (o - (o != 0)) & 0x0402000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000101010101ULL) | 1))) & own & 0x0000000101010101ULL;
	f |= (0 - (o << 1)) & 0x0000000101010101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000204081020ULL) | 1))) & own & 0x0000000204081020ULL;
	f |= (0 - (o << 1)) & 0x0000000204081020ULL;
	return f;
}

static uint64_t flip_b6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xfdfdffffffffffffULL) + 0x0002000000000000ULL) & own & 0x0202000000000000ULL;
	f |= (o - (o != 0)) & 0x0202000000000000ULL;
	/* north-east */
	o = ((opp | 0xf7fbffffffffffffULL) + 0x0004000000000000ULL) & own & 0x0804000000000000ULL;
	f |= (o - (o != 0)) & 0x0804000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000202020202ULL) | 1))) & own & 0x0000000202020202ULL;
	f |= (0 - (o << 1)) & 0x0000000202020202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000408102040ULL) | 1))) & own & 0x0000000408102040ULL;
	f |= (0 - (o << 1)) & 0x0000000408102040ULL;
	return f;
}

static uint64_t flip_c6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xfbfbffffffffffffULL) + 0x0004000000000000ULL) & own & 0x0404000000000000ULL;
	f |= (o - (o != 0)) & 0x0404000000000000ULL;
	/* north-east */
	o = ((opp | 0xeff7ffffffffffffULL) + 0x0008000000000000ULL) & own & 0x1008000000000000ULL;
	f |= (o - (o != 0)) & 0x1008000000000000ULL;
	/* north-west */
	o = ((opp | 0xfefdffffffffffffULL) + 0x0002000000000000ULL) & own & 0x0102000000000000ULL;
	f |= (o - (o != 0)) & 0x0102000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000404040404ULL) | 1))) & own & 0x0000000404040404ULL;
	f |= (0 - (o << 1)) & 0x0000000404040404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000810204080ULL) | 1))) & own & 0x0000000810204080ULL;
	f |= (0 - (o << 1)) & 0x0000000810204080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000201000000ULL) | 1))) & own & 0x0000000201000000ULL;
	f |= (0 - (o << 1)) & 0x0000000201000000ULL;
	return f;
}

static uint64_t flip_d6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xf7f7ffffffffffffULL) + 0x0008000000000000ULL) & own & 0x0808000000000000ULL;
	f |= (o - (o != 0)) & 0x0808000000000000ULL;
	/* north-east */
	o = ((opp | 0xdfefffffffffffffULL) + 0x0010000000000000ULL) & own & 0x2010000000000000ULL;
	f |= (o - (o != 0)) & 0x2010000000000000ULL;
	/* north-west */
	o = ((opp | 0xfdfbffffffffffffULL) + 0x0004000000000000ULL) & own & 0x0204000000000000ULL;
	f |= (o - (o != 0)) & 0x0204000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000808080808ULL) | 1))) & own & 0x0000000808080808ULL;
	f |= (0 - (o << 1)) & 0x0000000808080808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000001020408000ULL) | 1))) & own & 0x0000001020408000ULL;
	f |= (0 - (o << 1)) & 0x0000001020408000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000402010000ULL) | 1))) & own & 0x0000000402010000ULL;
	f |= (0 - (o << 1)) & 0x0000000402010000ULL;
	return f;
}

static uint64_t flip_e6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xefefffffffffffffULL) + 0x0010000000000000ULL) & own & 0x1010000000000000ULL;
	f |= (o - (o != 0)) & 0x1010000000000000ULL;
	/* north-east */
	o = ((opp | 0xbfdfffffffffffffULL) + 0x0020000000000000ULL) & own & 0x4020000000000000ULL;
	f |= (o - (o != 0)) & 0x4020000000000000ULL;
	/* north-west */
	o = ((opp | 0xfbf7ffffffffffffULL) + 0x0008000000000000ULL) & own & 0x0408000000000000ULL;
	f |= (o - (o != 0)) & 0x0408000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000001010101010ULL) | 1))) & own & 0x0000001010101010ULL;
	f |= (0 - (o << 1)) & 0x0000001010101010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000002040800000ULL) | 1))) & own & 0x0000002040800000ULL;
	f |= (0 - (o << 1)) & 0x0000002040800000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000000804020100ULL) | 1))) & own & 0x0000000804020100ULL;
	f |= (0 - (o << 1)) & 0x0000000804020100ULL;
	return f;
}

static uint64_t flip_f6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xdfdfffffffffffffULL) + 0x0020000000000000ULL) & own & 0x2020000000000000ULL;
	f |= (o - (o != 0)) & 0x2020000000000000ULL;
	/* north-east */
	o = ((opp | 0x7fbfffffffffffffULL) + 0x0040000000000000ULL) & own & 0x8040000000000000ULL;
	f |= (o - (o != 0)) & 0x8040000000000000ULL;
	/* north-west */
	o = ((opp | 0xf7efffffffffffffULL) + 0x0010000000000000ULL) & own & 0x0810000000000000ULL;
	f |= (o - (o != 0)) & 0x0810000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000002020202020ULL) | 1))) & own & 0x0000002020202020ULL;
	f |= (0 - (o << 1)) & 0x0000002020202020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000004080000000ULL) | 1))) & own & 0x0000004080000000ULL;
	f |= (0 - (o << 1)) & 0x0000004080000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000001008040201ULL) | 1))) & own & 0x0000001008040201ULL;
	f |= (0 - (o << 1)) & 0x0000001008040201ULL;
	return f;
}

static uint64_t flip_g6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0xbfbfffffffffffffULL) + 0x0040000000000000ULL) & own & 0x4040000000000000ULL;
	f |= (o - (o != 0)) & 0x4040000000000000ULL;
	/* north-west */
	o = ((opp | 0xefdfffffffffffffULL) + 0x0020000000000000ULL) & own & 0x1020000000000000ULL;
	f |= (o - (o != 0)) & 0x1020000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000004040404040ULL) | 1))) & own & 0x0000004040404040ULL;
	f |= (0 - (o << 1)) & 0x0000004040404040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000002010080402ULL) | 1))) & own & 0x0000002010080402ULL;
	f |= (0 - (o << 1)) & 0x0000002010080402ULL;
	return f;
}

static uint64_t flip_h6(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 41 & 63] & (own >> 40 & 255)] << 40;
	/* north */
	o = ((opp | 0x7f7fffffffffffffULL) + 0x0080000000000000ULL) & own & 0x8080000000000000ULL;
	f |= (o - (o != 0)) & 0x8080000000000000ULL;
	/* north-west */
	o = ((opp | 0xdfbfffffffffffffULL) + 0x0040000000000000ULL) & own & 0x2040000000000000ULL;
	f |= (o - (o != 0)) & 0x2040000000000000ULL;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000008080808080ULL) | 1))) & own & 0x0000008080808080ULL;
	f |= (0 - (o << 1)) & 0x0000008080808080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000004020100804ULL) | 1))) & own & 0x0000004020100804ULL;
	f |= (0 - (o << 1)) & 0x0000004020100804ULL;
	return f;
}

static uint64_t flip_a7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000010101010101ULL) | 1))) & own & 0x0000010101010101ULL;
	f |= (0 - (o << 1)) & 0x0000010101010101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000020408102040ULL) | 1))) & own & 0x0000020408102040ULL;
	f |= (0 - (o << 1)) & 0x0000020408102040ULL;
	return f;
}

static uint64_t flip_b7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000020202020202ULL) | 1))) & own & 0x0000020202020202ULL;
	f |= (0 - (o << 1)) & 0x0000020202020202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000040810204080ULL) | 1))) & own & 0x0000040810204080ULL;
	f |= (0 - (o << 1)) & 0x0000040810204080ULL;
	return f;
}

static uint64_t flip_c7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000040404040404ULL) | 1))) & own & 0x0000040404040404ULL;
	f |= (0 - (o << 1)) & 0x0000040404040404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000081020408000ULL) | 1))) & own & 0x0000081020408000ULL;
	f |= (0 - (o << 1)) & 0x0000081020408000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000020100000000ULL) | 1))) & own & 0x0000020100000000ULL;
	f |= (0 - (o << 1)) & 0x0000020100000000ULL;
	return f;
}

static uint64_t flip_d7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000080808080808ULL) | 1))) & own & 0x0000080808080808ULL;
	f |= (0 - (o << 1)) & 0x0000080808080808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000102040800000ULL) | 1))) & own & 0x0000102040800000ULL;
	f |= (0 - (o << 1)) & 0x0000102040800000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000040201000000ULL) | 1))) & own & 0x0000040201000000ULL;
	f |= (0 - (o << 1)) & 0x0000040201000000ULL;
	return f;
}

static uint64_t flip_e7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000101010101010ULL) | 1))) & own & 0x0000101010101010ULL;
	f |= (0 - (o << 1)) & 0x0000101010101010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000204080000000ULL) | 1))) & own & 0x0000204080000000ULL;
	f |= (0 - (o << 1)) & 0x0000204080000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000080402010000ULL) | 1))) & own & 0x0000080402010000ULL;
	f |= (0 - (o << 1)) & 0x0000080402010000ULL;
	return f;
}

static uint64_t flip_f7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000202020202020ULL) | 1))) & own & 0x0000202020202020ULL;
	f |= (0 - (o << 1)) & 0x0000202020202020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000408000000000ULL) | 1))) & own & 0x0000408000000000ULL;
	f |= (0 - (o << 1)) & 0x0000408000000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000100804020100ULL) | 1))) & own & 0x0000100804020100ULL;
	f |= (0 - (o << 1)) & 0x0000100804020100ULL;
	return f;
}

static uint64_t flip_g7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000404040404040ULL) | 1))) & own & 0x0000404040404040ULL;
	f |= (0 - (o << 1)) & 0x0000404040404040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000201008040201ULL) | 1))) & own & 0x0000201008040201ULL;
	f |= (0 - (o << 1)) & 0x0000201008040201ULL;
	return f;
}

static uint64_t flip_h7(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 49 & 63] & (own >> 48 & 255)] << 48;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000808080808080ULL) | 1))) & own & 0x0000808080808080ULL;
	f |= (0 - (o << 1)) & 0x0000808080808080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0000402010080402ULL) | 1))) & own & 0x0000402010080402ULL;
	f |= (0 - (o << 1)) & 0x0000402010080402ULL;
	return f;
}

static uint64_t flip_a8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[0][REVERSI_OUTFLANK_[0][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0001010101010101ULL) | 1))) & own & 0x0001010101010101ULL;
	f |= (0 - (o << 1)) & 0x0001010101010101ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0002040810204080ULL) | 1))) & own & 0x0002040810204080ULL;
	f |= (0 - (o << 1)) & 0x0002040810204080ULL;
	return f;
}

static uint64_t flip_b8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[1][REVERSI_OUTFLANK_[1][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0002020202020202ULL) | 1))) & own & 0x0002020202020202ULL;
	f |= (0 - (o << 1)) & 0x0002020202020202ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0004081020408000ULL) | 1))) & own & 0x0004081020408000ULL;
	f |= (0 - (o << 1)) & 0x0004081020408000ULL;
	return f;
}

static uint64_t flip_c8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[2][REVERSI_OUTFLANK_[2][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0004040404040404ULL) | 1))) & own & 0x0004040404040404ULL;
	f |= (0 - (o << 1)) & 0x0004040404040404ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0008102040800000ULL) | 1))) & own & 0x0008102040800000ULL;
	f |= (0 - (o << 1)) & 0x0008102040800000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0002010000000000ULL) | 1))) & own & 0x0002010000000000ULL;
	f |= (0 - (o << 1)) & 0x0002010000000000ULL;
	return f;
}

static uint64_t flip_d8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[3][REVERSI_OUTFLANK_[3][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0008080808080808ULL) | 1))) & own & 0x0008080808080808ULL;
	f |= (0 - (o << 1)) & 0x0008080808080808ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0010204080000000ULL) | 1))) & own & 0x0010204080000000ULL;
	f |= (0 - (o << 1)) & 0x0010204080000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0004020100000000ULL) | 1))) & own & 0x0004020100000000ULL;
	f |= (0 - (o << 1)) & 0x0004020100000000ULL;
	return f;
}

static uint64_t flip_e8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[4][REVERSI_OUTFLANK_[4][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0010101010101010ULL) | 1))) & own & 0x0010101010101010ULL;
	f |= (0 - (o << 1)) & 0x0010101010101010ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0020408000000000ULL) | 1))) & own & 0x0020408000000000ULL;
	f |= (0 - (o << 1)) & 0x0020408000000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0008040201000000ULL) | 1))) & own & 0x0008040201000000ULL;
	f |= (0 - (o << 1)) & 0x0008040201000000ULL;
	return f;
}

static uint64_t flip_f8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[5][REVERSI_OUTFLANK_[5][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0020202020202020ULL) | 1))) & own & 0x0020202020202020ULL;
	f |= (0 - (o << 1)) & 0x0020202020202020ULL;
	/* south-east */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0040800000000000ULL) | 1))) & own & 0x0040800000000000ULL;
	f |= (0 - (o << 1)) & 0x0040800000000000ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0010080402010000ULL) | 1))) & own & 0x0010080402010000ULL;
	f |= (0 - (o << 1)) & 0x0010080402010000ULL;
	return f;
}

static uint64_t flip_g8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[6][REVERSI_OUTFLANK_[6][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0040404040404040ULL) | 1))) & own & 0x0040404040404040ULL;
	f |= (0 - (o << 1)) & 0x0040404040404040ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0020100804020100ULL) | 1))) & own & 0x0020100804020100ULL;
	f |= (0 - (o << 1)) & 0x0020100804020100ULL;
	return f;
}

static uint64_t flip_h8(uint64_t own, uint64_t opp)
{
	uint64_t o, f = (uint64_t)REVERSI_FLIPPED_[7][REVERSI_OUTFLANK_[7][opp >> 57 & 63] & (own >> 56 & 255)] << 56;
	/* south */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0080808080808080ULL) | 1))) & own & 0x0080808080808080ULL;
	f |= (0 - (o << 1)) & 0x0080808080808080ULL;
	/* south-west */
	o = (1ULL << (63 - __builtin_clzll((~opp & 0x0040201008040201ULL) | 1))) & own & 0x0040201008040201ULL;
	f |= (0 - (o << 1)) & 0x0040201008040201ULL;
	return f;
}

uint64_t (*const REVERSI_FLIP_SQ_[64])(uint64_t own, uint64_t opp) = {
	flip_a1, flip_b1, flip_c1, flip_d1, flip_e1, flip_f1, flip_g1, flip_h1,
	flip_a2, flip_b2, flip_c2, flip_d2, flip_e2, flip_f2, flip_g2, flip_h2,
	flip_a3, flip_b3, flip_c3, flip_d3, flip_e3, flip_f3, flip_g3, flip_h3,
	flip_a4, flip_b4, flip_c4, flip_d4, flip_e4, flip_f4, flip_g4, flip_h4,
	flip_a5, flip_b5, flip_c5, flip_d5, flip_e5, flip_f5, flip_g5, flip_h5,
	flip_a6, flip_b6, flip_c6, flip_d6, flip_e6, flip_f6, flip_g6, flip_h6,
	flip_a7, flip_b7, flip_c7, flip_d7, flip_e7, flip_f7, flip_g7, flip_h7,
	flip_a8, flip_b8, flip_c8, flip_d8, flip_e8, flip_f8, flip_g8, flip_h8,
};
